import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { UserData } from '../../domain/user-data.ts';

/**
 * user.deleted → every job, thread, tweet, template, library item, plan row and daily counter of
 * the user is erased. Erasing is a delete by user id, so a redelivery is harmless by construction.
 */
export function consumeUserDeletions(bus: KafkaBus, userData: UserData): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'generation-erasure',
    topics: [topics.userDeleted],
    handle: async (event) => {
      if (event.type !== 'user.deleted') return;
      await userData.erase(event.data.userId);
    },
  });
}
