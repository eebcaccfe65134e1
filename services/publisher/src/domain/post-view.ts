import { createEvent, type DomainEvent, type ScheduledPost } from '@chainscribe/contracts';
import type { PostDoc } from '../data-access/post.model.ts';

export type Publish = (event: DomainEvent) => Promise<void>;

export const tweetUrl = (username: string, tweetId: string) => `https://x.com/${encodeURIComponent(username)}/status/${tweetId}`;

export function viewOf(doc: PostDoc): ScheduledPost {
  return {
    id: doc._id,
    itemId: doc.itemId,
    kind: doc.kind,
    tweets: doc.tweets,
    tone: doc.tone,
    hook: doc.hook,
    status: doc.status,
    timing: doc.timing,
    scheduledAt: doc.scheduledAt.toISOString(),
    posted: doc.posted.map((p) => ({ ...p, postedAt: new Date(p.postedAt).toISOString() })),
    postUrl: doc.postUrl,
    failure: doc.failure,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    publishedAt: doc.publishedAt ? doc.publishedAt.toISOString() : null,
  };
}

/** post.scheduled for the post's current time and revision (a retried publish keeps its id). */
export function scheduledEvent(doc: PostDoc, producer: string, now: Date) {
  return createEvent(
    'post.scheduled',
    {
      postId: doc._id,
      userId: doc.userId,
      itemId: doc.itemId,
      kind: doc.kind,
      tweetCount: doc.tweets.length,
      scheduledAt: doc.scheduledAt.toISOString(),
      timing: doc.timing,
      tone: doc.tone,
      hook: doc.hook,
      revision: doc.revision,
    },
    { key: `${doc._id}:${doc.revision}`, producer, occurredAt: now },
  );
}

/** post.cancelled: the post is off the schedule for good. */
export function cancelledEvent(doc: PostDoc, producer: string, now: Date) {
  return createEvent(
    'post.cancelled',
    { postId: doc._id, userId: doc.userId, itemId: doc.itemId, cancelledAt: now.toISOString() },
    { key: doc._id, producer, occurredAt: now },
  );
}
