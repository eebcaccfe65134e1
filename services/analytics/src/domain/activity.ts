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
] as const;

/** The port the projection writes through: false when the event id was applied before. */
export interface ActivityStore {
  insert(activity: ActivityDoc): Promise<boolean>;
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
    case 'payment.created':
    case 'payment.confirmed':
    case 'payment.failed':
    case 'generation.requested':
    case 'generation.failed':
      return null;
    default:
      return assertNever(event);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled event: ${JSON.stringify(value)}`);
}

export type ApplyOutcome = 'recorded' | 'duplicate' | 'ignored';

export function createActivityProjection(store: ActivityStore) {
  return {
    async apply(event: DomainEvent): Promise<ApplyOutcome> {
      const activity = activityOf(event);
      if (!activity) return 'ignored';
      return (await store.insert(activity)) ? 'recorded' : 'duplicate';
    },
  };
}

export type ActivityProjection = ReturnType<typeof createActivityProjection>;
