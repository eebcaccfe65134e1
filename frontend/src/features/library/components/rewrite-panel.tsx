import { Check, Scissors, Sparkles, Wand2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { hookStyles, plans, threadTones } from '@chainscribe/contracts/catalogue';
import { allowedHooksFor, rewriteActionLabels } from '@chainscribe/contracts';
import type { HookStyle, RewriteSuggestion, ThreadTone } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { LoadingLine } from '../../../components/ui/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';
import { useRewrite } from '../hooks/use-rewrite.ts';
import { countTweet } from '../utils/tweet-count.ts';
import { toneLabel } from '../utils/library-labels.ts';
import { TweetCounter } from './tweet-counter.tsx';

const WHOLE_THREAD = -1;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The plan's tones and hook styles, the others listed but locked (the server refuses them with 403 anyway). */
function usePlanChoices() {
  const premium = isPremiumUser(useMe().data);
  const tones = premium ? plans.premium.allowedTones : plans.free.allowedTones;
  const hooks = allowedHooksFor({ advancedHooks: premium });
  const locked = (name: string, allowed: boolean) => (allowed ? name : `${name} (Premium)`);
  return {
    toneOptions: threadTones.map((id) => ({ id, name: locked(toneLabel(id), tones.includes(id)), disabled: !tones.includes(id) })),
    hookOptions: hookStyles.map((id) => ({ id, name: locked(capitalized(id), hooks.includes(id)), disabled: !hooks.includes(id) })),
  };
}

type Ask = ReturnType<typeof useRewrite>['ask'];

function RewriteControls({ tweetCount, busy, onAsk }: { tweetCount: number; busy: boolean; onAsk: Ask }) {
  const { toneOptions, hookOptions } = usePlanChoices();
  const [scope, setScope] = useState(WHOLE_THREAD);
  const [tone, setTone] = useState<ThreadTone>('educational');
  const [hookStyle, setHookStyle] = useState<HookStyle>('question');
  const scopeOptions = [
    { id: WHOLE_THREAD, name: tweetCount > 1 ? 'Whole thread' : 'The tweet' },
    ...(tweetCount > 1 ? Array.from({ length: tweetCount }, (_, i) => ({ id: i, name: `Tweet ${i + 1}` })) : []),
  ];
  const position = scope === WHOLE_THREAD ? undefined : scope;
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-center">
      <span className="text-sm text-muted-foreground">Apply to</span>
      <EnumSelect aria-label="Apply to" value={scope} options={scopeOptions} onChange={setScope} />
      <span className="text-sm text-muted-foreground">Tone</span>
      <div className="flex flex-wrap gap-2">
        <EnumSelect aria-label="Tone" className="w-40" value={tone} options={toneOptions} onChange={setTone} />
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void onAsk({ action: 'rewrite', tone, position })}>
          <Wand2 aria-hidden="true" /> {position === undefined ? 'Rewrite' : 'Rewrite this tweet'}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void onAsk({ action: 'shorter', position })}>
          <Scissors aria-hidden="true" /> {rewriteActionLabels.shorter}
        </Button>
      </div>
      <span className="text-sm text-muted-foreground">Hook</span>
      <div className="flex flex-wrap gap-2">
        <EnumSelect aria-label="Hook style" className="w-40" value={hookStyle} options={hookOptions} onChange={setHookStyle} />
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void onAsk({ action: 'hook', hookStyle })}>
          <Sparkles aria-hidden="true" /> {rewriteActionLabels.hook}
        </Button>
      </div>
    </div>
  );
}

function SuggestedTweet({ position, original, suggested }: { position: number; original: string; suggested: string }) {
  return (
    <li className="grid gap-3 md:grid-cols-2">
      <div className="rounded-lg border border-border p-3">
        <p className="mb-1 text-xs font-medium text-muted-foreground">Tweet {position + 1} · now</p>
        <p className="text-sm whitespace-pre-wrap text-muted-foreground line-through decoration-danger/60">{original}</p>
        <TweetCounter count={countTweet(original)} />
      </div>
      <div className="rounded-lg border border-brand-500/50 bg-brand-500/5 p-3">
        <p className="mb-1 text-xs font-medium text-brand-400">Tweet {position + 1} · suggested</p>
        <p className="text-sm whitespace-pre-wrap" data-testid={`suggested-${position}`}>
          {suggested}
        </p>
        <TweetCounter count={countTweet(suggested)} />
      </div>
    </li>
  );
}

function SuggestionView({ suggestion, onAccept, onReject }: { suggestion: RewriteSuggestion; onAccept: () => void; onReject: () => void }) {
  return (
    <section aria-label="Suggestion" className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {suggestion.changed.map((position) => (
          <SuggestedTweet
            key={position}
            position={position}
            original={suggestion.original[position] ?? ''}
            suggested={suggestion.suggestion[position] ?? ''}
          />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onAccept}>
          <Check aria-hidden="true" /> Accept
        </Button>
        <Button size="sm" variant="ghost" onClick={onReject}>
          <X aria-hidden="true" /> Reject
        </Button>
      </div>
    </section>
  );
}

function RewriteError({ message }: { message: string }) {
  // The server's refusal is already the app's message (daily limit, premium); offer the way out.
  const upgrade = /premium|upgrade|limit/i.test(message);
  return (
    <Alert
      tone={upgrade ? 'warning' : 'danger'}
      role="alert"
      title={message}
      action={
        upgrade ? (
          <Button asChild size="sm" variant="premium">
            <Link to={paths.pricing}>Upgrade</Link>
          </Button>
        ) : undefined
      }
    />
  );
}

/** "Rewrite this tweet", "Make it shorter", "Stronger hook": a suggestion beside the original, to accept or reject. */
export function RewritePanel({
  itemId,
  texts,
  replace,
}: {
  itemId: string;
  texts: readonly string[];
  replace: (tweets: readonly string[]) => void;
}) {
  const { state, ask, accept, reject } = useRewrite(itemId, texts, replace);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" role="region" aria-label="Rewrite with AI">
      <h2 className="text-base font-semibold">Rewrite with AI</h2>
      <RewriteControls tweetCount={texts.length} busy={state.status === 'pending'} onAsk={ask} />
      {state.status === 'pending' ? <LoadingLine>{rewriteActionLabels[state.action]}…</LoadingLine> : null}
      {state.status === 'error' ? <RewriteError message={state.message} /> : null}
      {state.status === 'ready' ? <SuggestionView suggestion={state.suggestion} onAccept={accept} onReject={reject} /> : null}
    </Card>
  );
}
