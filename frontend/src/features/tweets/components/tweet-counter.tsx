import { TWEET_CHARACTER_LIMIT, weightedLength } from '../../../lib/tweet-text.ts';
import { cn } from '../../../lib/utils.ts';

/** n/280 by X's weighted count, red above 280 (spec §5: shown, not blocking). */
export function TweetCounter({ text, className }: { text: string; className?: string }) {
  const count = weightedLength(text);
  const over = count > TWEET_CHARACTER_LIMIT;
  return (
    <span
      className={cn('text-xs tabular-nums', over ? 'font-semibold text-danger' : 'text-muted-foreground', className)}
      aria-label={`${count} of ${TWEET_CHARACTER_LIMIT} characters`}
    >
      {count}/{TWEET_CHARACTER_LIMIT}
    </span>
  );
}
