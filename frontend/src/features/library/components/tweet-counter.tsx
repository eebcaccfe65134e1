import { TWEET_CHARACTER_LIMIT } from '../../../lib/tweet-text.ts';
import { cn } from '../../../lib/utils.ts';
import type { TweetCount } from '../utils/tweet-count.ts';

/** X's weighted count out of 280; past it, red and saying by how much. */
export function TweetCounter({ count, id }: { count: TweetCount; id?: string }) {
  const over = count.weighted - TWEET_CHARACTER_LIMIT;
  return (
    <span
      id={id}
      className={cn('text-xs tabular-nums', count.over ? 'font-semibold text-danger' : 'text-muted-foreground')}
      aria-label={
        count.over
          ? `${count.weighted} of ${TWEET_CHARACTER_LIMIT} characters, ${over} over the limit`
          : `${count.weighted} of ${TWEET_CHARACTER_LIMIT} characters`
      }
    >
      {count.weighted}/{TWEET_CHARACTER_LIMIT}
      {count.over ? ` · ${over} over` : null}
    </span>
  );
}
