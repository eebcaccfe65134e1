import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type ProcessedEvents, type RunningConsumer } from '@chainscribe/service-kit';
import type { PlanService } from '../../domain/plans.ts';

/**
 * Keeps generation's plan projection current from accounts' events. Duplicates are skipped by
 * event id; reordering is handled by the projection's version check.
 */
export function consumeUserPlans(bus: KafkaBus, deps: { plans: PlanService; processed: ProcessedEvents }): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'generation-plans',
    topics: [topics.userRegistered, topics.userPlanChanged],
    handle: async (event) => {
      switch (event.type) {
        case 'user.registered':
          await deps.processed.once(event.id, () => deps.plans.applyRegistered(event.data));
          return;
        case 'user.plan_changed':
          await deps.processed.once(event.id, () => deps.plans.applyPlanChanged(event.data));
          return;
        default:
          return;
      }
    },
  });
}
