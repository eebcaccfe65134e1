import { createEvent, messages, type PaymentProvider, type PaymentStatus } from '@chainscribe/contracts';
import { AppError, type Identity } from '@chainscribe/service-kit';
import type { UserDoc } from '../../data-access/user.model.ts';
import { isPremium } from '../premium.ts';
import { applyConfirmed, type ConfirmedClaim } from './apply-confirmed.ts';
import { checkAgainstOrder, confirmedEvent, markConfirmed, providerFor, type BillingDeps } from './billing-deps.ts';
import { createPayment, type CheckoutRequest } from './checkout.ts';
import { handleWebhook } from './webhook.ts';

export type { BillingDeps } from './billing-deps.ts';
export type { ConfirmedClaim } from './apply-confirmed.ts';

/** Call 3. The caller's word (forceDbUpdate, planId) changes nothing; the provider decides. */
async function activate(deps: BillingDeps, identity: Identity, chargeId: string) {
  const payment = await deps.payments.findByChargeId(chargeId);
  if (!payment || payment.user_id !== identity.userId) throw AppError.notFound(messages.paymentNotFound, 'payment_not_found');
  const user = await deps.users.findByClerkId(identity.userId);
  if (!user) throw AppError.unauthorized(messages.userNotAuthenticated);
  const now = deps.now();
  const answer = (row: UserDoc, status: PaymentStatus, success: boolean) => ({
    success,
    plan: isPremium(row, now) ? ('premium' as const) : ('free' as const),
    expires_at: row.subscription_expires_at?.toISOString() ?? null,
    payment_status: status,
  });
  if (user.applied_charges.includes(chargeId)) return answer(user, 'confirmed', true);
  const state = await providerFor(deps, payment.provider).fetchState(payment);
  if (state.status !== 'confirmed') return answer(user, state.status === 'pending' ? payment.status : state.status, false);
  checkAgainstOrder(payment, state, payment.provider);
  await markConfirmed(deps, payment, 'activation', now);
  await deps.events.publish(confirmedEvent(payment, state.providerPaymentId ?? `activation:${chargeId}`, now));
  const applied = await applyConfirmed(deps, { chargeId, userId: payment.user_id, amount: payment.amount, currency: payment.currency });
  if (!applied) throw new AppError(409, messages.paymentNotFound, { code: 'payment_mismatch' });
  return answer(applied, 'confirmed', true);
}

/**
 * Turns lapsed subscriptions back to free. The event goes out first (same id on every retry),
 * then the row changes only if the expiry is still the one seen, so a renewal racing the sweep wins.
 */
async function sweepLapsed(deps: BillingDeps, batch: number): Promise<number> {
  const now = deps.now();
  let changed = 0;
  for (const user of await deps.users.findLapsed(now, batch)) {
    const expiredAt = user.subscription_expires_at;
    if (!expiredAt) continue;
    await deps.events.publish(
      createEvent(
        'user.plan_changed',
        {
          userId: user.clerk_id,
          plan: 'free',
          isPremium: false,
          subscriptionExpiresAt: expiredAt.toISOString(),
          reason: 'subscription_expired',
          changedAt: now.toISOString(),
        },
        { key: `${user.clerk_id}:${expiredAt.toISOString()}`, producer: 'accounts', occurredAt: now },
      ),
    );
    if (await deps.users.lapse(user.clerk_id, expiredAt, now)) changed++;
  }
  return changed;
}

/** Checkout, provider webhooks, activation and lapsing: each step in its own file, bound to the deps here. */
export function createBillingService(deps: BillingDeps) {
  return {
    applyConfirmed: (claim: ConfirmedClaim) => applyConfirmed(deps, claim),
    createPayment: (identity: Identity, request: CheckoutRequest) => createPayment(deps, identity, request),
    handleWebhook: (provider: PaymentProvider, rawBody: Buffer, headers: Record<string, string | undefined>) =>
      handleWebhook(deps, provider, rawBody, headers),
    activate: (identity: Identity, chargeId: string) => activate(deps, identity, chargeId),
    async recordFailure(chargeId: string, status: PaymentStatus): Promise<void> {
      await deps.payments.advance(chargeId, status, 'payment.failed', deps.now());
    },
    sweepLapsed: (batch = 100) => sweepLapsed(deps, batch),
    /** The return page's question (no session needed): only the status of the named charge. */
    async statusOf(chargeId: string): Promise<PaymentStatus> {
      const payment = await deps.payments.findByChargeId(chargeId);
      if (!payment) throw AppError.notFound(messages.paymentNotFound);
      return payment.status;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
