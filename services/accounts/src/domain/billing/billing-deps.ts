import { AppError, paymentsConfirmed, type Logger } from '@chainscribe/service-kit';
import { createEvent, type EventOf, type PaymentProvider } from '@chainscribe/contracts';
import type { PaymentDoc } from '../../data-access/payment.model.ts';
import type { PaymentsRepository } from '../../data-access/payments.repository.ts';
import type { UsersRepository } from '../../data-access/users.repository.ts';
import type { EventPublisher } from '../users.ts';
import { WebhookRejected, type PaymentProviderPort } from '../../data-access/providers/provider.port.ts';

export interface BillingDeps {
  payments: PaymentsRepository;
  users: UsersRepository;
  providers: Partial<Record<PaymentProvider, PaymentProviderPort>>;
  /** The provider new checkouts go to. */
  provider: PaymentProvider;
  events: EventPublisher;
  now: () => Date;
  logger: Logger;
  publicUrl: string;
  /** Where providers deliver webhooks (the gateway's public address). */
  webhookBaseUrl: string;
}

/** Amounts are dollars with cents; anything closer than half a cent is the same amount. */
export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) <= 0.005;

export function providerFor(deps: BillingDeps, name: PaymentProvider): PaymentProviderPort {
  const provider = deps.providers[name];
  if (!provider) throw AppError.notFound(`Unknown payment provider ${name}`);
  return provider;
}

/** A provider's word about a charge must name our order, at our amount and currency. */
export function checkAgainstOrder(
  payment: PaymentDoc | null,
  notice: { amount: number | null; currency: string | null },
  provider: PaymentProvider,
): PaymentDoc {
  if (!payment || payment.provider !== provider) throw new WebhookRejected(400, 'Unknown order');
  if (notice.amount === null || !sameAmount(notice.amount, payment.amount) || notice.currency !== payment.currency) {
    throw new WebhookRejected(400, 'Amount or currency does not match the order');
  }
  return payment;
}

export function confirmedEvent(payment: PaymentDoc, providerEventId: string, at: Date): EventOf<'payment.confirmed'> {
  return createEvent(
    'payment.confirmed',
    {
      paymentId: payment._id,
      chargeId: payment.charge_id,
      userId: payment.user_id,
      plan: 'premium',
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      providerEventId,
      confirmedAt: at.toISOString(),
      periodDays: 30,
    },
    { key: payment.charge_id, producer: 'accounts', occurredAt: at },
  );
}

/**
 * The stored payment becomes confirmed. Counted only on the change itself, so a redelivery after a
 * failed publish does not count one charge twice (confirmed minus activated is what the
 * PlanNotChangedAfterPayment alert watches).
 */
export async function markConfirmed(deps: BillingDeps, payment: PaymentDoc, via: 'webhook' | 'activation', at: Date): Promise<void> {
  await deps.payments.advance(payment.charge_id, 'confirmed', via, at);
  if (payment.status !== 'confirmed') paymentsConfirmed.inc({ provider: payment.provider });
}
