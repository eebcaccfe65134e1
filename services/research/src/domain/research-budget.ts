import { errorCodes, messages, plans, type PlanId } from '@chainscribe/contracts';
import { AppError, dailyLimitDecisions, nextUtcMidnight, type Identity, type Logger } from '@chainscribe/service-kit';
import type { BudgetCounter, PlanLookup } from '../data-access/ports.ts';

export interface ResearchBudgetDeps {
  plans: PlanLookup;
  counter: BudgetCounter;
  now: () => Date;
  logger: Logger;
}

/**
 * The daily research budget (issue 15): every topic-research call may reach a paid model, so each
 * one takes a unit before any work, cached answers included (the user cannot tell them apart, and
 * a budget that depends on what others asked first would be unpredictable). A call that fails
 * gives its unit back. An unknown plan counts as free, and a counter that cannot answer refuses
 * the call: the budget fails closed.
 */
export function createResearchBudget(deps: ResearchBudgetDeps) {
  async function planOf(identity: Identity): Promise<PlanId> {
    const plan = await deps.plans.planOf(identity);
    if (plan) return plan;
    deps.logger.warn({ userId: identity.userId }, 'plan unknown: research counts against the free budget');
    return 'free';
  }

  async function reserve(identity: Identity, plan: PlanId) {
    const limit = plans[plan].researchPerDay;
    // A Redis that cannot answer throws here: the error middleware turns it into a 503, so no
    // call goes through uncounted.
    const reservation = await deps.counter.reserve(identity.userId, limit);
    dailyLimitDecisions.inc({ counter: 'research', plan, decision: reservation.granted ? 'granted' : 'refused' });
    if (!reservation.granted) {
      const now = deps.now();
      const resetsAt = nextUtcMidnight(now);
      throw new AppError(429, messages.researchLimitReached(limit, new Date(resetsAt * 1000).toISOString(), plan === 'premium'), {
        code: errorCodes.researchLimitReached,
        headers: { 'Retry-After': String(Math.max(1, resetsAt - Math.floor(now.getTime() / 1000))) },
      });
    }
    return reservation;
  }

  return {
    /** Runs `work` only if the caller has a unit left today; refunds the unit when `work` throws. */
    async spend<T>(identity: Identity, work: () => Promise<T>): Promise<T> {
      const reservation = await reserve(identity, await planOf(identity));
      try {
        return await work();
      } catch (err) {
        await deps.counter.refund(identity.userId, reservation.date).catch((refundErr: unknown) => {
          deps.logger.error({ userId: identity.userId, err: (refundErr as Error).message }, 'could not refund a research unit');
        });
        throw err;
      }
    },
  };
}

export type ResearchBudget = ReturnType<typeof createResearchBudget>;
