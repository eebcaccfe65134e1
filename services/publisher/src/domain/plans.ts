import { resolvePlanId, scheduledPostLimits, type PlanId, type UserPlanChangedV1, type UserRegisteredV1 } from '@chainscribe/contracts';
import type { UserPlanDoc, UserPlansRepository } from '../data-access/user-plans.repository.ts';

/** Premium that has lapsed counts as free, whatever the last event said. */
export function effectivePlan(doc: UserPlanDoc | null, now: Date): PlanId {
  if (!doc) return 'free';
  if (doc.plan !== 'premium' && !doc.isPremium) return 'free';
  if (doc.subscriptionExpiresAt && doc.subscriptionExpiresAt.getTime() <= now.getTime()) return 'free';
  return 'premium';
}

/**
 * The plan as accounts' events tell it. A user no event has reached yet counts as free: the limit
 * fails closed, and the consumer reads the topics from their beginning, so that state is brief.
 */
export function createPlans(deps: { repo: UserPlansRepository; now: () => Date }) {
  return {
    async of(userId: string): Promise<{ plan: PlanId; limit: number }> {
      const plan = effectivePlan(await deps.repo.get(userId), deps.now());
      return { plan, limit: scheduledPostLimits[plan] };
    },
    applyRegistered: (e: UserRegisteredV1) =>
      deps.repo.apply({
        _id: e.userId,
        plan: resolvePlanId(e.plan),
        isPremium: resolvePlanId(e.plan) === 'premium',
        subscriptionExpiresAt: null,
        version: new Date(e.registeredAt),
      }),
    applyPlanChanged: (e: UserPlanChangedV1) =>
      deps.repo.apply({
        _id: e.userId,
        plan: e.plan,
        isPremium: e.isPremium,
        subscriptionExpiresAt: e.subscriptionExpiresAt ? new Date(e.subscriptionExpiresAt) : null,
        version: new Date(e.changedAt),
      }),
  };
}

export type Plans = ReturnType<typeof createPlans>;
