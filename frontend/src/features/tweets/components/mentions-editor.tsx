import { AtSign, Plus, Sparkles, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { caps, handleOf, sameHandle } from '../utils/tweet-options.ts';

/** Places `names` into the empty rows first, then into new rows (never duplicating a listed name). */
export function placeMentions(rows: readonly string[], names: readonly string[]): string[] {
  const next = [...rows];
  for (const name of names) {
    if (next.some((row) => sameHandle(row, name))) continue;
    const empty = next.findIndex((row) => row.trim() === '');
    if (empty === -1) next.push(name);
    else next[empty] = name;
  }
  return next;
}

/** One editable handle with its remove button (the last row cannot be removed). */
function MentionRow({ rows, index, onChange }: { rows: string[]; index: number; onChange: (rows: string[]) => void }) {
  return (
    <li className="flex items-center gap-2">
      <div className="relative flex-1">
        <AtSign aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          aria-label={`Mention ${index + 1}`}
          className="pl-9"
          placeholder="username"
          maxLength={16}
          autoComplete="off"
          spellCheck={false}
          value={rows[index]}
          onChange={(event) => onChange(rows.map((current, i) => (i === index ? handleOf(event.target.value) : current)))}
        />
      </div>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Remove mention ${index + 1}`}
        disabled={rows.length <= 1}
        onClick={() => onChange(rows.filter((_, i) => i !== index))}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Research's suggestions as chips; a chip is disabled once its name is listed. */
function SuggestionChips({ chips, rows, onChange }: { chips: readonly string[]; rows: string[]; onChange: (rows: string[]) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted-foreground">Suggested by research</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Suggested mentions">
        {chips.map((name) => (
          <button
            key={name}
            type="button"
            disabled={rows.some((row) => sameHandle(row, name))}
            onClick={() => onChange(placeMentions(rows, [name]))}
            className="rounded-full border border-border bg-muted/60 px-3 py-1 text-xs font-medium transition-colors hover:border-primary/50 hover:text-primary disabled:cursor-not-allowed disabled:opacity-50"
          >
            @{handleOf(name)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Accounts to mention (spec §2): rows added and removed, at least one always stays; 'Use
 * Suggested' places up to three research suggestions; suggestion chips (up to 8) fill the first
 * empty row or a new one and are disabled once listed.
 */
export function MentionsEditor({
  rows,
  onChange,
  suggested,
  disabled,
}: {
  rows: string[];
  onChange: (rows: string[]) => void;
  suggested: readonly string[];
  disabled?: boolean;
}) {
  const unlisted = suggested.filter((name) => !rows.some((row) => sameHandle(row, name)));
  const chips = suggested.slice(0, caps.suggestedChips);
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="sr-only">Mentions</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span aria-hidden="true" className="text-sm font-medium">
          Mentions
        </span>
        {suggested.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            className="h-8"
            disabled={unlisted.length === 0}
            onClick={() => onChange(placeMentions(rows, unlisted.slice(0, caps.useSuggested)))}
          >
            <Sparkles aria-hidden="true" /> Use Suggested
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {rows.map((_, index) => (
          <MentionRow key={index} rows={rows} index={index} onChange={onChange} />
        ))}
      </ul>
      <Button size="sm" variant="outline" className="self-start" onClick={() => onChange([...rows, ''])}>
        <Plus aria-hidden="true" /> Add Mention
      </Button>
      {chips.length > 0 ? <SuggestionChips chips={chips} rows={rows} onChange={onChange} /> : null}
    </fieldset>
  );
}
