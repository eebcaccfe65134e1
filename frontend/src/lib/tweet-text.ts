import twitter from 'twitter-text';
import { TWEET_CHARACTER_LIMIT } from '@chainscribe/contracts/catalogue';

export { TWEET_CHARACTER_LIMIT };

/** X's own count (links as 23, emoji and CJK as 2), from twitter-text, the library X publishes. */
export function weightedLength(text: string): number {
  return twitter.parseTweet(text).weightedLength;
}

export const isOverLimit = (text: string): boolean => weightedLength(text) > TWEET_CHARACTER_LIMIT;

/** X's share-intent page with the text prefilled (opened in a new tab). */
export function xIntentUrl(text: string): string {
  return `https://x.com/intent/tweet?text=${encodeURIComponent(text)}`;
}

/** `$BTC`-style cashtags in a text, uppercased, without the `$`, in order of first use. */
export function cashtagsOf(text: string): string[] {
  const found = twitter.extractCashtags(text).map((tag) => tag.toUpperCase());
  return [...new Set(found)];
}
