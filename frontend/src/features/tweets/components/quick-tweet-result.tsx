import type { TweetVariation } from '@chainscribe/contracts';
import { TweetActions, TweetText } from './tweet-parts.tsx';

// Its own module, loaded lazily: its count needs twitter-text, which the dashboard does not load up front.
export function QuickTweetResult({ tweet }: { tweet: TweetVariation }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-4">
      <TweetText text={tweet.content} />
      <TweetActions text={tweet.content} />
    </div>
  );
}
