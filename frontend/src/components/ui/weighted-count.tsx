import { TWEET_CHARACTER_LIMIT, weightedLength } from '../../lib/tweet-text.ts';
import { cn } from '../../lib/utils.ts';

/** X's count for one post, red above 280 (spec §5: a warning, not a block). */
export function WeightedCount({ text }: { text: string }) {
  const count = weightedLength(text);
  const over = count > TWEET_CHARACTER_LIMIT;
  return (
    <span
      className={cn('text-xs tabular-nums', over ? 'font-semibold text-danger' : 'text-muted-foreground')}
      aria-label={`${count} of ${TWEET_CHARACTER_LIMIT} characters`}
    >
      {count}/{TWEET_CHARACTER_LIMIT}
    </span>
  );
}
