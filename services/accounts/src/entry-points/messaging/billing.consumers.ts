import { randomUUID } from 'node:crypto';
import { runConsumer, type KafkaBus, type RunningConsumer } from '@chainscribe/service-kit';
import type { BillingService } from '../../domain/billing/billing.ts';
import type { LiveUpdates } from '../../domain/live-updates.ts';
import type { UsersService } from '../../domain/users.ts';

/**
 * payment.confirmed → after re-reading the payment, the subscription grows (once per charge) and
 * user.plan_changed goes out; a claim the payment does not back is logged and dropped;
 * payment.failed → the payment's status moves forward. Both are idempotent by construction.
 */
export function runBillingConsumer(bus: KafkaBus, billing: BillingService): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: 'accounts-billing',
    topics: ['payment.confirmed', 'payment.failed'],
    handle: async (event) => {
      switch (event.type) {
        case 'payment.confirmed':
          // Only a claim: applyConfirmed re-reads the payment and grants what the record backs.
          await billing.applyConfirmed({
            chargeId: event.data.chargeId,
            userId: event.data.userId,
            amount: event.data.amount,
            currency: event.data.currency,
          });
          return;
        case 'payment.failed':
          await billing.recordFailure(event.data.chargeId, event.data.status);
          return;
        default:
          return;
      }
    },
  });
}

/**
 * user.plan_changed → the user's open SSE streams on this replica. A group per replica (not per
 * service) so every replica sees every change; only new events matter to a live stream.
 */
export function runLiveUpdatesConsumer(bus: KafkaBus, live: LiveUpdates, users: UsersService): Promise<RunningConsumer> {
  return runConsumer(bus, {
    groupId: `accounts-live-${randomUUID().slice(0, 8)}`,
    topics: ['user.plan_changed'],
    fromBeginning: false,
    handle: async (event) => {
      if (event.type !== 'user.plan_changed') return;
      live.heard(event.data);
      if (!live.listening(event.data.userId)) return;
      try {
        live.publish(event.data.userId, 'plan_changed', await users.rowAgreeingWith(event.data));
      } catch (err) {
        // Best effort: the browser's fallback poll catches up.
        bus.logger.warn({ userId: event.data.userId, err: (err as Error).message }, 'live plan update not sent');
      }
    },
  });
}
