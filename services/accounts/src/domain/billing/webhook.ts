import { createEvent, type PaymentProvider, type PaymentStatus } from '@chainscribe/contracts';
import type { PaymentDoc } from '../../data-access/payment.model.ts';
import type { PaymentProviderPort, ProviderNotice } from '../../data-access/providers/provider.port.ts';
import { checkAgainstOrder, confirmedEvent, markConfirmed, providerFor, type BillingDeps } from './billing-deps.ts';

type FailureStatus = 'failed' | 'expired' | 'refunded' | 'partially_paid';
const failureStatuses = new Set<PaymentStatus>(['failed', 'expired', 'refunded', 'partially_paid'] satisfies FailureStatus[]);
const isFailure = (status: PaymentStatus): status is FailureStatus => failureStatuses.has(status);

/** A confirmation is never taken on the callback's word alone: the provider is asked about the charge. */
async function confirmFromProvider(
  deps: BillingDeps,
  provider: PaymentProviderPort,
  payment: PaymentDoc,
  notice: ProviderNotice,
  now: Date,
) {
  const state = await provider.fetchState({
    ...payment,
    provider_payment_id: notice.providerPaymentId ?? payment.provider_payment_id,
  });
  if (state.status !== 'confirmed') {
    deps.logger.warn(
      { chargeId: payment.charge_id, reported: notice.status, fetched: state.status },
      'webhook says confirmed, provider does not (yet)',
    );
    return false;
  }
  checkAgainstOrder(payment, state, provider.name);
  // The record says confirmed before anyone is told: the consumer grants only what the record backs.
  await markConfirmed(deps, payment, 'webhook', now);
  await deps.events.publish(confirmedEvent(payment, notice.eventId, now));
  return true;
}

async function publishFailure(deps: BillingDeps, payment: PaymentDoc, status: FailureStatus, now: Date): Promise<void> {
  await deps.events.publish(
    createEvent(
      'payment.failed',
      {
        paymentId: payment._id,
        chargeId: payment.charge_id,
        userId: payment.user_id,
        status,
        reason: `provider reported ${status}`,
        failedAt: now.toISOString(),
      },
      { key: `${payment.charge_id}:${status}`, producer: 'accounts', occurredAt: now },
    ),
  );
}

/**
 * A provider delivery. The signature is the authentication; the order, amount and currency must
 * match what we priced. The event is published before the receipt is written, so a crash in
 * between means a redelivery publishes the same event id again, which consumers drop.
 */
export async function handleWebhook(
  deps: BillingDeps,
  providerName: PaymentProvider,
  rawBody: Buffer,
  headers: Record<string, string | undefined>,
): Promise<{ duplicate: boolean }> {
  const provider = providerFor(deps, providerName);
  const now = deps.now();
  const notice: ProviderNotice = provider.parseWebhook(rawBody, headers, now);
  const receiptId = `${providerName}:${notice.eventId}`;
  if (await deps.payments.hasReceipt(receiptId)) return { duplicate: true };
  const payment = checkAgainstOrder(await deps.payments.findByChargeId(notice.chargeId), notice, providerName);
  if (notice.providerPaymentId) await deps.payments.setProviderIds(payment.charge_id, { paymentId: notice.providerPaymentId }, now);

  if (notice.status === 'confirmed') {
    // Not yet confirmed at the provider: no receipt, so the provider's next delivery is looked at again.
    if (!(await confirmFromProvider(deps, provider, payment, notice, now))) return { duplicate: false };
  } else if (isFailure(notice.status)) {
    await publishFailure(deps, payment, notice.status, now);
  }
  await deps.payments.recordReceipt(receiptId, providerName, payment.charge_id, now);
  return { duplicate: false };
}
