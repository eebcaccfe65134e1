import { createEvent, plans } from '@chainscribe/contracts';
import { premiumActivations, revenue } from '@chainscribe/service-kit';
import type { PaymentDoc } from '../../data-access/payment.model.ts';
import type { UserDoc } from '../../data-access/user.model.ts';
import { sameAmount, type BillingDeps } from './billing-deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a payment.confirmed event claims; checked against the stored payment before anything is granted. */
export interface ConfirmedClaim {
  chargeId: string;
  userId: string;
  amount: number;
  currency: string;
}

/** Why a payment.confirmed claim must not grant anything, or null when the stored payment backs it. */
function mismatch(payment: PaymentDoc | null, claim: ConfirmedClaim): string | null {
  if (!payment) return 'no such charge';
  if (payment.user_id !== claim.userId) return 'the charge belongs to another user';
  if (payment.status !== 'confirmed') return `the payment is ${payment.status}, not confirmed`;
  const catalogue = plans.premium.price;
  if (payment.plan !== 'premium' || !sameAmount(payment.amount, catalogue.amount) || payment.period_days !== catalogue.periodDays) {
    return 'the payment is not for the catalogue price';
  }
  if (!sameAmount(claim.amount, payment.amount) || claim.currency !== payment.currency) return 'the amount does not match the payment';
  return null;
}

/** The user and payment a claim may be counted for, or null (logged) when it must change nothing. */
async function countableClaim(deps: BillingDeps, claim: ConfirmedClaim): Promise<{ payment: PaymentDoc; user: UserDoc } | null> {
  const payment = await deps.payments.findByChargeId(claim.chargeId);
  const reason = mismatch(payment, claim);
  const context = { chargeId: claim.chargeId, userId: claim.userId };
  if (reason || !payment) {
    deps.logger.warn({ ...context, reason }, 'payment.confirmed ignored: it does not match the stored payment');
    return null;
  }
  const user = await deps.users.findByClerkId(payment.user_id);
  if (!user) {
    deps.logger.warn(context, 'payment.confirmed ignored: the user no longer exists');
    return null;
  }
  return { payment, user };
}

/**
 * Counts a confirmed charge into the user's subscription, once per charge, and tells everyone.
 * Runs from the payment.confirmed consumer and from activation. The event's word is never
 * enough: the stored payment must be confirmed, the claimant's, at the catalogue price. A claim
 * that does not match, or one already counted (a replay), changes nothing and is logged.
 * The plan change is published before the row changes (same id on every retry), so a crash in
 * between is repaired by the redelivery rather than losing the announcement.
 */
export async function applyConfirmed(deps: BillingDeps, claim: ConfirmedClaim): Promise<UserDoc | null> {
  const now = deps.now();
  const countable = await countableClaim(deps, claim);
  if (!countable) return null;
  const { payment, user } = countable;
  if (user.applied_charges.includes(payment.charge_id)) {
    deps.logger.info({ chargeId: claim.chargeId, userId: claim.userId }, 'payment.confirmed ignored: the charge was already counted');
    return user;
  }
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
