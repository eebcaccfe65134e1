import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type ProcessedEvents, type RunningConsumer } from '@chainscribe/service-kit';
import type { Plans } from '../../domain/plans.ts';
import type { UserData } from '../../domain/user-data.ts';

/**
 * Plans (for the scheduled-at-a-time limit) and erasure, from accounts' events. Read from the
 * beginning on first start so every existing user's plan is known; duplicates are skipped by id.
 */
export function consumeUserEvents(
  bus: KafkaBus,
  deps: { plans: Plans; userData: UserData; processed: ProcessedEvents },
): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'publisher-users',
    topics: [topics.userRegistered, topics.userPlanChanged, topics.userDeleted],
    fromBeginning: true,
    handle: async (event) => {
      switch (event.type) {
        case 'user.registered':
          await deps.processed.once(event.id, () => deps.plans.applyRegistered(event.data));
          return;
        case 'user.plan_changed':
          await deps.processed.once(event.id, () => deps.plans.applyPlanChanged(event.data));
          return;
        case 'user.deleted':
          await deps.userData.erase(event.data.userId);
          return;
        default:
          return;
      }
    },
  });
}
