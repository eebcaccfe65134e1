import { randomUUID } from 'node:crypto';
import { scheduledPostSchema, type ScheduledPost } from '@chainscribe/contracts';
import type { Identity } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import type { PublisherSystem } from './publisher-system.ts';

/** A fresh X handle per test: the stand-in's duplicate check and tweet lists are per user. */
export const handle = () => `u${randomUUID().replace(/-/g, '').slice(0, 12)}`;

export const threadOf = (n: number, topic = randomUUID().slice(0, 8)) =>
  Array.from({ length: n }, (_, i) => `${i + 1}/ ${topic}: restaking explained, part ${i + 1}`);

/** Polls the post through the API until `done` says so. */
export function waitForPost(sys: PublisherSystem, user: Identity, id: string, done: (p: ScheduledPost) => boolean, timeoutMs = 20_000) {
  let last: ScheduledPost | undefined;
  return waitFor(
    async () => {
      const res = await sys.call('GET', `/api/publisher/posts/${id}`, user);
      last = scheduledPostSchema.parse(res.body);
      return done(last) ? last : undefined;
    },
    { timeoutMs, intervalMs: 100, what: `post ${id}` },
  ).catch((err: unknown) => {
    throw new Error(`${(err as Error).message}; last seen: ${JSON.stringify(last)}`);
  });
}

/** The reply chain X holds for a user, checked to be one chain in order. */
export function chainOn(sys: PublisherSystem, username: string) {
  const tweets = sys.x.tweets(username).filter((t) => !t.deleted);
  return tweets;
}
