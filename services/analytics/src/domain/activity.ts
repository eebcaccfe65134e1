import { topics, type DomainEvent } from '@chainscribe/contracts';
import type { ActivityDoc, ActivityKind } from '../data-access/activity.repository.ts';
import { utcDay, utcMonth } from './utc-calendar.ts';

/** The topics this projection reads, from their beginning (a rebuild re-reads them). */
export const activityTopics = [
  topics.userRegistered,
  topics.userSessionStarted,
  topics.threadGenerated,
  topics.tweetGenerated,
  topics.userPlanChanged,
  // In the same group, so a rebuild re-reads erasures with the facts they erase.
  topics.userDeleted,
] as const;

/** The port the projection writes through: false when the event id was applied before. */
export interface ActivityStore {
  insert(activity: ActivityDoc): Promise<boolean>;
  eraseUser(userId: string, at: Date): Promise<number>;
  isErased(userId: string): Promise<boolean>;
  remove(id: string): Promise<void>;
}

function fact(event: DomainEvent & { data: { userId: string } }, kind: ActivityKind, happenedAt: string, byUser: boolean): ActivityDoc {
  const at = new Date(happenedAt);
  return { _id: event.id, userId: event.data.userId, kind, at, day: utcDay(at), month: utcMonth(at), byUser };
}

/**
 * What an event means for a user's activity, or null when it means nothing here. Bucketed by the
 * producer's own timestamp, so a replay months later lands every fact on the day it happened.
 */
export function activityOf(event: DomainEvent): ActivityDoc | null {
  switch (event.type) {
    case 'user.registered':
      return fact(event, 'registered', event.data.registeredAt, true);
    case 'user.session_started':
      return fact(event, 'session', event.data.startedAt, true);
    case 'thread.generated':
      return fact(event, 'thread', event.data.generatedAt, true);
    // One generation is one tweet, whatever its variation count: the daily tweet quota counts the same way.
    case 'tweet.generated':
      return fact(event, 'tweet', event.data.generatedAt, true);
    // Paying is the user acting; an expiry or an admin change happens without them.
    case 'user.plan_changed':
      return fact(event, 'plan_changed', event.data.changedAt, event.data.reason === 'payment_confirmed');
    // Publishing (post.*) is read from the publisher's own metrics API, not projected here.
    case 'payment.created':
    case 'payment.confirmed':
    case 'payment.failed':
    case 'generation.requested':
    case 'generation.failed':
    case 'user.deleted':
    case 'post.scheduled':
    case 'post.published':
    case 'post.failed':
    case 'post.cancelled':
      return null;
    default:
      return assertNever(event);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled event: ${JSON.stringify(value)}`);
}

export type ApplyOutcome = 'recorded' | 'duplicate' | 'ignored' | 'erased';

export function createActivityProjection(store: ActivityStore) {
  return {
    async apply(event: DomainEvent): Promise<ApplyOutcome> {
      if (event.type === 'user.deleted') {
        await store.eraseUser(event.data.userId, new Date(event.data.deletedAt));
        return 'erased';
      }
      const activity = activityOf(event);
      if (!activity) return 'ignored';
      // A deleted account stays deleted: old events (a rebuild) and late ones (a job in flight) are dropped.
      if (await store.isErased(activity.userId)) return 'ignored';
      const recorded = await store.insert(activity);
      // The erasure may have landed between the check and the insert (another replica): look again.
      if (recorded && (await store.isErased(activity.userId))) {
        await store.remove(activity._id);
        return 'ignored';
      }
      return recorded ? 'recorded' : 'duplicate';
    },
  };
}

export type ActivityProjection = ReturnType<typeof createActivityProjection>;
