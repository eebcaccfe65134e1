import { randomUUID } from 'node:crypto';
import {
  createEvent,
  messages,
  plans,
  resolvePlanId,
  type EventOf,
  type PaymentStatus,
  type PaymentProvider,
} from '@chainscribe/contracts';
import { AppError, paymentsConfirmed, premiumActivations, revenue, type Identity, type Logger } from '@chainscribe/service-kit';
import type { PaymentDoc } from '../../data-access/payment.model.ts';
import type { PaymentsRepository } from '../../data-access/payments.repository.ts';
import type { UserDoc } from '../../data-access/user.model.ts';
import type { UsersRepository } from '../../data-access/users.repository.ts';
import type { EventPublisher } from '../users.ts';
import { isPremium } from '../premium.ts';
import { WebhookRejected, type PaymentProviderPort, type ProviderNotice } from '../../data-access/providers/provider.port.ts';

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

const premium = plans.premium;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a payment.confirmed event claims; checked against the stored payment before anything is granted. */
export interface ConfirmedClaim {
  chargeId: string;
  userId: string;
  amount: number;
  currency: string;
}
const failureStatuses = new Set<PaymentStatus>(['failed', 'expired', 'refunded', 'partially_paid']);

export function createBillingService(deps: BillingDeps) {
  const providerFor = (name: PaymentProvider) => {
    const provider = deps.providers[name];
    if (!provider) throw AppError.notFound(`Unknown payment provider ${name}`);
    return provider;
  };

  function confirmedEvent(payment: PaymentDoc, providerEventId: string, at: Date): EventOf<'payment.confirmed'> {
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

  /** Why a payment.confirmed claim must not grant anything, or null when the stored payment backs it. */
  function mismatch(payment: PaymentDoc | null, claim: ConfirmedClaim): string | null {
    if (!payment) return 'no such charge';
    if (payment.user_id !== claim.userId) return 'the charge belongs to another user';
    if (payment.status !== 'confirmed') return `the payment is ${payment.status}, not confirmed`;
    const catalogue = premium.price;
    if (payment.plan !== 'premium' || Math.abs(payment.amount - catalogue.amount) > 0.005 || payment.period_days !== catalogue.periodDays) {
      return 'the payment is not for the catalogue price';
    }
    if (Math.abs(claim.amount - payment.amount) > 0.005 || claim.currency !== payment.currency)
      return 'the amount does not match the payment';
    return null;
  }

  /**
   * Counts a confirmed charge into the user's subscription, once per charge, and tells everyone.
   * Runs from the payment.confirmed consumer and from activation. The event's word is never
   * enough: the stored payment must be confirmed, the claimant's, at the catalogue price. A claim
   * that does not match, or one already counted (a replay), changes nothing and is logged.
   * The plan change is published before the row changes (same id on every retry), so a crash in
   * between is repaired by the redelivery rather than losing the announcement.
   */
  async function applyConfirmed(claim: ConfirmedClaim): Promise<UserDoc | null> {
    const now = deps.now();
    const payment = await deps.payments.findByChargeId(claim.chargeId);
    const reason = mismatch(payment, claim);
    if (reason || !payment) {
      deps.logger.warn(
        { chargeId: claim.chargeId, userId: claim.userId, reason },
        'payment.confirmed ignored: it does not match the stored payment',
      );
      return null;
    }
    const user = await deps.users.findByClerkId(payment.user_id);
    if (!user) {
      deps.logger.warn({ chargeId: claim.chargeId, userId: claim.userId }, 'payment.confirmed ignored: the user no longer exists');
      return null;
    }
    if (user.applied_charges.includes(payment.charge_id)) {
      deps.logger.info({ chargeId: claim.chargeId, userId: claim.userId }, 'payment.confirmed ignored: the charge was already counted');
      return user;
    }
    // Counted before the plan changes: confirmed minus activated is what the PlanNotChangedAfterPayment alert watches.
    paymentsConfirmed.inc({ provider: payment.provider });
    const base = user.subscription_expires_at && user.subscription_expires_at > now ? user.subscription_expires_at : now;
    const expires = new Date(base.getTime() + payment.period_days * DAY_MS);
    await deps.events.publish(
      createEvent(
        'user.plan_changed',
        {
          userId: payment.user_id,
          plan: 'premium',
          isPremium: true,
          subscriptionExpiresAt: expires.toISOString(),
          reason: 'payment_confirmed',
          changedAt: now.toISOString(),
        },
        { key: payment.charge_id, producer: 'accounts', occurredAt: now },
      ),
    );
    const applied = await deps.users.applyCharge(payment.user_id, payment.charge_id, payment.period_days, now);
    premiumActivations.inc({ provider: payment.provider });
    revenue.inc({ currency: payment.currency }, payment.amount);
    return applied;
  }

  function checkAgainstOrder(
    payment: PaymentDoc | null,
    notice: { amount: number | null; currency: string | null },
    provider: PaymentProvider,
  ) {
    if (!payment || payment.provider !== provider) throw new WebhookRejected(400, 'Unknown order');
    if (notice.amount === null || Math.abs(notice.amount - payment.amount) > 0.005 || notice.currency !== payment.currency) {
      throw new WebhookRejected(400, 'Amount or currency does not match the order');
    }
    return payment;
  }

  return {
    applyConfirmed,

    async createPayment(identity: Identity, request: { planPrice: number; planId: string; payCurrency?: string | undefined }) {
      if (resolvePlanId(request.planId) !== 'premium') throw AppError.badRequest('Only the premium plan can be purchased', 'unknown_plan');
      if (Math.abs(request.planPrice - premium.price.amount) > 0.001) {
        throw AppError.badRequest(
          `The price has changed: Premium is $${premium.price.amount.toFixed(2)} per month. Refresh the page and try again.`,
          'price_mismatch',
        );
      }
      const user = await deps.users.findByClerkId(identity.userId);
      if (!user) throw AppError.unauthorized(messages.userNotAuthenticated);
      const now = deps.now();
      const chargeId = `ch_${randomUUID().replaceAll('-', '')}`;
      const provider = providerFor(deps.provider);
      const payment: PaymentDoc = {
        _id: randomUUID(),
        charge_id: chargeId,
        user_id: user.clerk_id,
        plan: 'premium',
        amount: premium.price.amount,
        currency: 'USD',
        period_days: premium.price.periodDays,
        provider: provider.name,
        provider_invoice_id: null,
        provider_payment_id: null,
        checkout_url: '',
        pay_currency: request.payCurrency ?? null,
        status: 'pending',
        status_history: [{ status: 'pending', at: now, source: 'create' }],
        created_at: now,
        updated_at: now,
      };
      let checkout: { checkoutUrl: string; invoiceId: string | null };
      try {
        checkout = await provider.createCheckout({
          chargeId,
          userId: user.clerk_id,
          amount: payment.amount,
          currency: 'USD',
          description: `Chainscribe ${premium.name}, ${premium.price.periodDays} days`,
          payCurrency: request.payCurrency,
          successUrl: new URL('/payment-success', deps.publicUrl).href,
          cancelUrl: new URL('/payment-cancel', deps.publicUrl).href,
          callbackUrl: new URL(`/api/payment/webhook/${provider.name}`, deps.webhookBaseUrl).href,
        });
      } catch (err) {
        deps.logger.error({ err: (err as Error).message, provider: provider.name }, 'checkout creation failed');
        throw new AppError(502, messages.failedToCreatePayment, { code: 'provider_error', cause: err });
      }
      await deps.payments.insert({ ...payment, checkout_url: checkout.checkoutUrl, provider_invoice_id: checkout.invoiceId });
      await deps.events.publish(
        createEvent(
          'payment.created',
          {
            paymentId: payment._id,
            chargeId,
            userId: user.clerk_id,
            plan: 'premium',
            amount: payment.amount,
            currency: 'USD',
            provider: provider.name,
          },
          { key: chargeId, producer: 'accounts', occurredAt: now },
        ),
      );
      return { checkout_url: checkout.checkoutUrl, charge_id: chargeId };
    },

    /**
     * A provider delivery. The signature is the authentication; the order, amount and currency must
     * match what we priced. The event is published before the receipt is written, so a crash in
     * between means a redelivery publishes the same event id again, which consumers drop.
     */
    async handleWebhook(
      providerName: PaymentProvider,
      rawBody: Buffer,
      headers: Record<string, string | undefined>,
    ): Promise<{ duplicate: boolean }> {
      const provider = providerFor(providerName);
      const now = deps.now();
      const notice: ProviderNotice = provider.parseWebhook(rawBody, headers, now);
      const receiptId = `${providerName}:${notice.eventId}`;
      if (await deps.payments.hasReceipt(receiptId)) return { duplicate: true };
      const payment = checkAgainstOrder(await deps.payments.findByChargeId(notice.chargeId), notice, providerName);
      if (notice.providerPaymentId) await deps.payments.setProviderIds(payment.charge_id, { paymentId: notice.providerPaymentId }, now);

      if (notice.status === 'confirmed') {
        // Never on the callback's word alone: ask the provider what it says about this charge.
        const state = await provider.fetchState({
          ...payment,
          provider_payment_id: notice.providerPaymentId ?? payment.provider_payment_id,
        });
        if (state.status !== 'confirmed') {
          deps.logger.warn(
            { chargeId: payment.charge_id, reported: notice.status, fetched: state.status },
            'webhook says confirmed, provider does not (yet)',
          );
          return { duplicate: false };
        }
        checkAgainstOrder(payment, state, providerName);
        // The record says confirmed before anyone is told: the consumer grants only what the record backs.
        await deps.payments.advance(payment.charge_id, 'confirmed', 'webhook', now);
        await deps.events.publish(confirmedEvent(payment, notice.eventId, now));
      } else if (failureStatuses.has(notice.status)) {
        await deps.events.publish(
          createEvent(
            'payment.failed',
            {
              paymentId: payment._id,
              chargeId: payment.charge_id,
              userId: payment.user_id,
              status: notice.status as 'failed' | 'expired' | 'refunded' | 'partially_paid',
              reason: `provider reported ${notice.status}`,
              failedAt: now.toISOString(),
            },
            { key: `${payment.charge_id}:${notice.status}`, producer: 'accounts', occurredAt: now },
          ),
        );
      }
      await deps.payments.recordReceipt(receiptId, providerName, payment.charge_id, now);
      return { duplicate: false };
    },

    /** Call 3. The caller's word (forceDbUpdate, planId) changes nothing; the provider decides. */
    async activate(identity: Identity, chargeId: string) {
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
      const state = await providerFor(payment.provider).fetchState(payment);
      if (state.status !== 'confirmed') return answer(user, state.status === 'pending' ? payment.status : state.status, false);
      checkAgainstOrder(payment, state, payment.provider);
      await deps.payments.advance(chargeId, 'confirmed', 'activation', now);
      await deps.events.publish(confirmedEvent(payment, state.providerPaymentId ?? `activation:${chargeId}`, now));
      const applied = await applyConfirmed({ chargeId, userId: payment.user_id, amount: payment.amount, currency: payment.currency });
      if (!applied) throw new AppError(409, messages.paymentNotFound, { code: 'payment_mismatch' });
      return answer(applied, 'confirmed', true);
    },

    async recordFailure(chargeId: string, status: PaymentStatus): Promise<void> {
      await deps.payments.advance(chargeId, status, 'payment.failed', deps.now());
    },

    /**
     * Turns lapsed subscriptions back to free. The event goes out first (same id on every retry),
     * then the row changes only if the expiry is still the one seen, so a renewal racing the sweep wins.
     */
    async sweepLapsed(batch = 100): Promise<number> {
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
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
