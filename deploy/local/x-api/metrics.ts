import { createHash } from 'node:crypto';
import type { PostedTweet } from './store.ts';

export interface PublicMetrics {
  retweet_count: number;
  reply_count: number;
  like_count: number;
  quote_count: number;
  bookmark_count: number;
  impression_count: number;
}

/** A stable number in [0, 1) per tweet and purpose, so each tweet has its own (repeatable) reach and appeal. */
function unit(id: string, purpose: string): number {
  return createHash('sha256').update(`${id}:${purpose}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Metrics that only ever grow: impressions rise with age (fast at first, slower later), the other
 * counts are shares of them. A thread's reach is its first tweet's; each reply deeper in the chain
 * (`depth` 1, 2, …) reaches fewer people. `speed` multiplies the age (a local run can watch a week
 * pass in minutes).
 */
export function publicMetrics(tweet: PostedTweet, depth: number, now: number, speed: number): PublicMetrics {
  const ageSeconds = Math.max(0, ((now - tweet.createdAt) / 1000) * speed);
  const reach = (2 + 6 * unit(tweet.conversationId, 'reach')) * (depth === 0 ? 1 : 0.35 / Math.sqrt(depth));
  const impressions = Math.floor(reach * ageSeconds ** 0.75);
  const appeal = 0.5 + unit(tweet.id, 'appeal');
  const share = (rate: number) => Math.floor(impressions * rate * appeal);
  return {
    impression_count: impressions,
    like_count: share(0.03),
    retweet_count: share(0.006),
    reply_count: share(0.004),
    quote_count: share(0.0015),
    bookmark_count: share(0.008),
  };
}
