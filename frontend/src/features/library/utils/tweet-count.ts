import twitter from 'twitter-text';
import { TWEET_CHARACTER_LIMIT } from '../../../lib/tweet-text.ts';

export interface TweetCount {
  /** X's weighted length (links 23, CJK and emoji 2). */
  weighted: number;
  over: boolean;
  /** The text X would still post, and the part past the limit (empty when within it). */
  within: string;
  overflow: string;
}

/**
 * X's count of one tweet and where the limit falls in its text. twitter-text's `validRangeEnd` is
 * the last UTF-16 index that still fits, so a surrogate pair (an emoji) is never cut in half.
 */
export function countTweet(text: string): TweetCount {
  const parsed = twitter.parseTweet(text);
  const over = parsed.weightedLength > TWEET_CHARACTER_LIMIT;
  const cut = over ? parsed.validRangeEnd + 1 : text.length;
  return { weighted: parsed.weightedLength, over, within: text.slice(0, cut), overflow: text.slice(cut) };
}
