import type { PlanId, UserPlanChangedV1, UserRegisteredV1 } from '@chainscribe/contracts';
import type { Identity, Logger } from '@chainscribe/service-kit';
import type { AccountsPlan } from '../data-access/accounts.client.ts';
import type { UserPlansRepository } from '../data-access/user-plans.repository.ts';
import type { UserPlanDoc } from '../data-access/user-plan.model.ts';

/** Premium that has lapsed counts as free, whatever the last event said (spec §4 premium inference). */
export function effectivePlan(doc: Pick<UserPlanDoc, 'plan' | 'isPremium' | 'subscriptionExpiresAt'>, now: Date): PlanId {
  if (doc.plan !== 'premium' && !doc.isPremium) return 'free';
  if (doc.subscriptionExpiresAt && new Date(doc.subscriptionExpiresAt).getTime() <= now.getTime()) return 'free';
  return 'premium';
}

// Facts fetched from accounts are a bridge until events arrive: they carry the oldest possible
// version, so any event (even one published before the fetch) replaces them.
const BRIDGE_VERSION = new Date(0);

export function createPlanService(deps: {
  plans: UserPlansRepository;
  accounts: { planOf(identity: Identity): Promise<AccountsPlan | null> };
  now: () => Date;
  logger: Logger;
}) {
  const inFlight = new Map<string, Promise<UserPlanDoc | null>>();

  async function askAccounts(identity: Identity): Promise<UserPlanDoc | null> {
    const fetched = await deps.accounts.planOf(identity);
    if (!fetched) return null;
    const now = deps.now();
    await deps.plans.apply(
      identity.userId,
      {
        plan: fetched.plan,
        isPremium: fetched.isPremium,
        subscriptionExpiresAt: fetched.subscriptionExpiresAt ? new Date(fetched.subscriptionExpiresAt) : null,
        version: BRIDGE_VERSION,
        source: 'accounts',
      },
      now,
    );
    return deps.plans.get(identity.userId);
  }

  return {
    /** The caller's plan now. Asks accounts once when no event has told us yet; free when nobody can say. */
    async planOf(identity: Identity): Promise<PlanId> {
      let doc = await deps.plans.get(identity.userId);
      if (!doc) {
        // Concurrent first requests of one user share one call to accounts.
        let pending = inFlight.get(identity.userId);
        if (!pending) {
          pending = askAccounts(identity).finally(() => inFlight.delete(identity.userId));
          inFlight.set(identity.userId, pending);
        }
        doc = await pending;
      }
      if (!doc) {
        deps.logger.warn({ userId: identity.userId }, 'no plan known and accounts unavailable: treating the user as free');
        return 'free';
      }
      return effectivePlan(doc, deps.now());
    },

    async applyRegistered(event: UserRegisteredV1): Promise<void> {
      await deps.plans.apply(
        event.userId,
        {
          plan: event.plan,
          isPremium: event.plan === 'premium',
          subscriptionExpiresAt: null,
          version: new Date(event.registeredAt),
          source: 'event',
        },
        deps.now(),
      );
    },

    async applyPlanChanged(event: UserPlanChangedV1): Promise<void> {
      await deps.plans.apply(
        event.userId,
        {
          plan: event.plan,
          isPremium: event.isPremium,
          subscriptionExpiresAt: event.subscriptionExpiresAt ? new Date(event.subscriptionExpiresAt) : null,
          version: new Date(event.changedAt),
          source: 'event',
        },
        deps.now(),
      );
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
