import { topics } from '@chainscribe/contracts';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { AccountDeletion } from '../../domain/account-deletion.ts';

/**
 * user.deleted → accounts' erasure again (the request may have died after publishing) and
 * research's part over a signed call. Both are deletes, so a replayed event changes nothing.
 */
export function runUserDeletedConsumer(bus: KafkaBus, deletion: AccountDeletion): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'accounts-erasure',
    topics: [topics.userDeleted],
    handle: async (event) => {
      if (event.type !== 'user.deleted') return;
      await deletion.applyDeleted(event.data.userId);
    },
  });
}
