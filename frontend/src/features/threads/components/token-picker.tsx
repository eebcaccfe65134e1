import { BadgeCheck, Flame, Search, TrendingDown, TrendingUp } from 'lucide-react';
import type { TokenSearchResult } from '@chainscribe/contracts';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { symbolOf, useTokenCombobox } from '../hooks/use-token-combobox.ts';
import type { TokenRow } from '../hooks/use-token-combobox.ts';
import { formatChange, formatUsd } from '../utils/format.ts';

type TokenCombobox = Omit<ReturnType<typeof useTokenCombobox>, 'container'>;

export { TOKEN_SEARCH_DEBOUNCE_MS } from '../hooks/use-token-combobox.ts';

function TokenOption({
  row,
  index,
  combobox,
  selected,
  category,
}: {
  row: TokenRow;
  index: number;
  combobox: TokenCombobox;
  selected: boolean;
  category: string;
}) {
  return (
    <li
      id={`${combobox.listId}-${index}`}
      role="option"
      aria-selected={index === combobox.active}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
        index === combobox.active ? 'bg-muted' : 'hover:bg-muted/60',
        selected ? 'text-primary' : '',
      )}
      onMouseEnter={() => combobox.setActive(index)}
      // mousedown, not click: the input keeps focus and the outside-click handler never fires.
      onMouseDown={(event) => {
        event.preventDefault();
        combobox.choose(row);
      }}
    >
      {row.kind === 'result' ? (
        <ResultRow token={row.token} category={category} />
      ) : (
        <span className="font-mono font-semibold">${row.symbol}</span>
      )}
    </li>
  );
}

function TokenListbox({ combobox, value }: { combobox: TokenCombobox; value: string }) {
  const { rows, query, searching, pending, failed, categoryName } = combobox.list;
  return (
    <div className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-border bg-elevated shadow-2xl">
      <ul
        id={combobox.listId}
        role="listbox"
        aria-label={searching ? `Tokens matching ${query}` : 'Popular tokens'}
        className="max-h-80 overflow-y-auto p-1.5"
      >
        {!searching ? (
          <li role="presentation" className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-muted-foreground">
            Popular tokens
          </li>
        ) : null}
        {rows.map((row, index) => (
          <TokenOption
            key={`${row.kind}-${symbolOf(row)}-${index}`}
            row={row}
            index={index}
            combobox={combobox}
            selected={symbolOf(row) === value}
            category={row.kind === 'result' ? categoryName(row.token.category) : ''}
          />
        ))}
        {searching && !pending && rows.length === 0 ? (
          <li role="presentation" className="px-2.5 py-3 text-sm text-muted-foreground">
            {failed ? 'Token search is unavailable right now. You can still type the symbol.' : `No tokens found for "${query}".`}
          </li>
        ) : null}
        {pending && rows.length === 0 ? (
          <li role="presentation" className="flex items-center gap-2 px-2.5 py-3 text-sm text-muted-foreground">
            <Spinner /> Searching...
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The token field with its search dropdown (spec §2, §5): input uppercased; opens on focus or
 * click; searches above one character after a 300 ms pause; closes on an outside click or Escape;
 * at most 80 units high; arrow keys, Home/End and Enter work as in any combobox.
 */
export function TokenPicker({
  id,
  value,
  onChange,
  disabled,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (symbol: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const { container, ...combobox } = useTokenCombobox({ value, onChange });
  return (
    <div ref={container} className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        role="combobox"
        aria-expanded={combobox.open}
        aria-controls={combobox.listId}
        aria-autocomplete="list"
        aria-activedescendant={combobox.activeId}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        placeholder="Search a token, e.g. BTC or PEPE"
        className="pl-10 font-mono uppercase placeholder:font-sans placeholder:normal-case"
        value={value}
        disabled={disabled}
        onFocus={combobox.show}
        onClick={combobox.show}
        onChange={(event) => combobox.type(event.target.value)}
        onKeyDown={combobox.onKeyDown}
      />
      {combobox.open ? <TokenListbox combobox={combobox} value={value} /> : null}
    </div>
  );
}

function ResultRow({ token, category }: { token: TokenSearchResult; category: string }) {
  const up = (token.change24h ?? 0) >= 0;
  return (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500/25 to-chain-500/25 font-mono text-[0.65rem] font-bold">
        {token.symbol.slice(0, 4)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center gap-1.5">
          <span className="font-mono font-semibold">{token.symbol}</span>
          {token.verified ? <BadgeCheck aria-label="Verified" className="size-3.5 text-accent" /> : null}
          {token.isMeme ? <Flame aria-label="Meme token" className="size-3.5 text-warning" /> : null}
          {token.rank ? <span className="text-xs text-muted-foreground">#{token.rank}</span> : null}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {token.name}
          {category ? ` · ${category}` : ''}
          {token.sourceDetails.platform ? ` · ${token.sourceDetails.platform}` : ''}
        </span>
      </span>
      {token.price !== null ? (
        <span className="flex flex-col items-end text-xs">
          <span className="font-medium">{formatUsd(token.price)}</span>
          {token.change24h !== null ? (
            <span className={cn('flex items-center gap-0.5', up ? 'text-success' : 'text-danger')}>
              {up ? <TrendingUp aria-hidden="true" className="size-3" /> : <TrendingDown aria-hidden="true" className="size-3" />}
              {formatChange(token.change24h)}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
