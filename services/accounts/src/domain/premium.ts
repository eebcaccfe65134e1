import type { PlanId, PlanStatus } from '@chainscribe/contracts';

/** The raw values a user row may carry, including those written by the older sync variant. */
export interface PremiumFacts {
  is_premium?: unknown;
  plan?: unknown;
  status?: unknown;
  plan_status?: unknown;
  subscription_expires_at?: Date | string | null;
}

const premiumNames = new Set(['premium', 'pro', 'paid']);
const truthy = new Set<unknown>([true, 1, '1', 'true']);

/**
 * Spec §4, exactly: premium when is_premium is true/1/'1'/'true', when plan or status is
 * premium/pro/paid, or when the subscription has not expired yet. The one place this is decided.
 */
export function isPremium(user: PremiumFacts, now: Date): boolean {
  if (truthy.has(user.is_premium)) return true;
  if (typeof user.plan === 'string' && premiumNames.has(user.plan.toLowerCase())) return true;
  if (typeof user.status === 'string' && premiumNames.has(user.status.toLowerCase())) return true;
  if (typeof user.plan_status === 'string' && premiumNames.has(user.plan_status.toLowerCase())) return true;
  const expires = user.subscription_expires_at ? new Date(user.subscription_expires_at) : null;
  return expires !== null && !Number.isNaN(expires.getTime()) && expires.getTime() > now.getTime();
}

export function planOf(user: PremiumFacts, now: Date): PlanId {
  return isPremium(user, now) ? 'premium' : 'free';
}

export function planStatusOf(user: PremiumFacts, now: Date): PlanStatus {
  if (isPremium(user, now)) return 'active';
  return user.subscription_expires_at ? 'expired' : 'free';
}
