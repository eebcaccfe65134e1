import { PAYMENT_ATTEMPT_EXPIRY_MS } from '../../../config/constants.ts';
import { readString, removeKeys, writeString } from '../../../lib/storage.ts';

/** Local-storage payment hints (spec §3), read back by /payment-success and the attempt check. */
export const paymentHintKeys = {
  chargeId: 'lastPaymentChargeId',
  planId: 'lastPaymentPlanId',
  billingPeriod: 'lastPaymentBillingPeriod',
  inProgress: 'paymentAttemptInProgress',
  userId: 'lastPaymentUserId',
  date: 'lastPaymentDate',
} as const;

export interface PaymentHints {
  chargeId: string | null;
  planId: string;
  billingPeriod: 'monthly';
  inProgress: boolean;
  userId: string | null;
  /** When the attempt started (ms since epoch), if known. */
  startedAt: number | null;
}

export function readPaymentHints(): PaymentHints {
  const rawDate = readString(paymentHintKeys.date);
  const startedAt = rawDate ? Date.parse(rawDate) : Number.NaN;
  return {
    chargeId: readString(paymentHintKeys.chargeId) || null,
    planId: readString(paymentHintKeys.planId) || 'premium',
    billingPeriod: 'monthly',
    inProgress: readString(paymentHintKeys.inProgress) === 'true',
    userId: readString(paymentHintKeys.userId),
    startedAt: Number.isNaN(startedAt) ? null : startedAt,
  };
}

/** Before checkout: an attempt in progress, who, which plan, monthly, and when (spec §4). */
export function recordPaymentAttempt({ userId, planId, now }: { userId: string; planId: string; now: Date }): void {
  writeString(paymentHintKeys.inProgress, 'true');
  writeString(paymentHintKeys.userId, userId);
  writeString(paymentHintKeys.planId, planId);
  writeString(paymentHintKeys.billingPeriod, 'monthly');
  writeString(paymentHintKeys.date, now.toISOString());
}

export function recordChargeId(chargeId: string): void {
  writeString(paymentHintKeys.chargeId, chargeId);
}

/** Creating the payment failed: nothing is in progress any more. */
export function clearAttemptFlag(): void {
  removeKeys(paymentHintKeys.inProgress);
}

/** The cancel page clears the attempt and its user (spec §4). */
export function clearCancelledAttempt(): void {
  removeKeys(paymentHintKeys.inProgress, paymentHintKeys.userId);
}

/** After a confirmed payment every hint has done its job. */
export function clearPaymentHints(): void {
  removeKeys(...Object.values(paymentHintKeys));
}

/**
 * The 30-minute marker (spec §4): an attempt older than that is abandoned, so the marker and the
 * stored charge id are cleared. Returns whether an attempt still counts as in progress.
 */
export function expireStaleAttempt(now: number): boolean {
  const hints = readPaymentHints();
  if (!hints.inProgress) return false;
  if (hints.startedAt === null || now - hints.startedAt > PAYMENT_ATTEMPT_EXPIRY_MS) {
    removeKeys(paymentHintKeys.inProgress, paymentHintKeys.date, paymentHintKeys.chargeId);
    return false;
  }
  return true;
}
