import { sessionTweetSchema } from '@chainscribe/contracts';
import type { SessionTweet } from '@chainscribe/contracts';

/** "Recent Tweets" live for the browser session only, uncapped (spec §3, §9). */
const SESSION_TWEETS_KEY = 'chainscribe.session_tweets';

export function readSessionTweets(): SessionTweet[] {
  try {
    const raw = window.sessionStorage.getItem(SESSION_TWEETS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) => {
      const tweet = sessionTweetSchema.safeParse(item);
      return tweet.success ? [tweet.data] : [];
    });
  } catch {
    return [];
  }
}

export function writeSessionTweets(tweets: readonly SessionTweet[]): void {
  try {
    window.sessionStorage.setItem(SESSION_TWEETS_KEY, JSON.stringify(tweets));
  } catch {
    // Storage full or blocked: the list still lives as long as the page.
  }
}
