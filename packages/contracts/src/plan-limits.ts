// The plans as data: names, prices and the limits the services enforce, without zod, so the
// marketing pages' bundle can render the catalogue (see catalogue.ts). plans.ts adds the schemas.
import type { BillingPeriod, HookStyle, PlanId, ThreadLength, ThreadTone, ThreadType } from './vocabulary.ts';
import { UNLIMITED, hookStyles, threadTones, threadTypes } from './vocabulary.ts';

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  readonly price: { readonly amount: number; readonly currency: 'USD'; readonly billingPeriod: BillingPeriod; readonly periodDays: number };
  /** Per UTC day; -1 means unlimited. */
  readonly threadsPerDay: number;
  readonly tweetsPerDay: number;
  /**
   * Topic research calls (spec §7 call 11) per UTC day, whoever asks: the research panel and the
   * generation workers on the user's behalf. Each call may reach a paid model, so even premium has
   * a ceiling.
   */
  readonly researchPerDay: number;
  readonly maxThreadLength: ThreadLength;
  readonly allowedTypes: readonly ThreadType[];
  readonly allowedTones: readonly ThreadTone[];
  readonly allowedHooks: readonly HookStyle[];
  readonly realtimeData: boolean;
  readonly advancedHooks: boolean;
}

export const SUBSCRIPTION_PERIOD_DAYS = 30;

export const plans: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    price: { amount: 0, currency: 'USD', billingPeriod: 'monthly', periodDays: SUBSCRIPTION_PERIOD_DAYS },
    threadsPerDay: 3,
    tweetsPerDay: 5,
    // 8 generation jobs a day research once each; 12 more leave room for the research panel.
    researchPerDay: 20,
    maxThreadLength: 8,
    allowedTypes: ['custom'],
    allowedTones: ['educational', 'calm'],
    allowedHooks: ['question'],
    realtimeData: false,
    advancedHooks: false,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    price: { amount: 9.99, currency: 'USD', billingPeriod: 'monthly', periodDays: SUBSCRIPTION_PERIOD_DAYS },
    threadsPerDay: UNLIMITED,
    tweetsPerDay: UNLIMITED,
    // Far above a person's day of writing, and at most a few cents of model cost: a ceiling for
    // runaway scripts, not a limit people meet.
    researchPerDay: 200,
    maxThreadLength: 15,
    allowedTypes: threadTypes,
    allowedTones: threadTones,
    allowedHooks: hookStyles,
    realtimeData: true,
    advancedHooks: true,
  },
};

/** Spec §3: `pro` and `paid` are premium too. Anything unknown gets the safe default, free. */
export function resolvePlanId(raw: string | null | undefined): PlanId {
  const value = (raw ?? '').trim().toLowerCase();
  return value === 'premium' || value === 'pro' || value === 'paid' ? 'premium' : 'free';
}

export const isPremiumPlan = (planId: PlanId): boolean => planId === 'premium';
export const isUnlimited = (limit: number): boolean => limit === UNLIMITED;

/** Scheduled items a plan may hold at a time (waiting, paused or posting); -1 is unlimited. */
export const scheduledPostLimits: Readonly<Record<PlanId, number>> = { free: 3, premium: UNLIMITED };
