// What every page says about the plans (issue 27): names, prices, limits, feature lines and the
// billing terms, built from the limits the server enforces (`plans`), so a page cannot promise a
// figure or a feature the service does not have. Pages render these strings; they write none.
import { SUBSCRIPTION_PERIOD_DAYS, isUnlimited, plans, scheduledPostLimits } from './plan-limits.ts';
import type { Plan } from './plan-limits.ts';
import type { PlanId } from './vocabulary.ts';

export interface PlanOffer {
  readonly id: PlanId;
  /** The one name of the plan, everywhere ('Premium'; 'Pro' and 'paid' are only stored aliases). */
  readonly name: string;
  /** '$0', '$9.99'. */
  readonly price: string;
  readonly period: string;
  readonly tagline: string;
  /** Every line names something the service does today for this plan. */
  readonly features: readonly string[];
}

const usd = (amount: number): string => (amount === 0 ? '$0' : `$${amount.toFixed(2)}`);

const perDay = (limit: number, noun: string): string => (isUnlimited(limit) ? `Unlimited ${noun}` : `${limit} ${noun} per day`);

/** Posting to X through the publisher: how many scheduled items the plan may hold at once. */
const scheduling = (limit: number): string =>
  isUnlimited(limit) ? 'Post to X and schedule without limit' : `Post to X with up to ${limit} scheduled posts at a time`;

const listed = (words: readonly string[]): string => {
  const capital = words.map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word));
  return capital.length > 1 ? `${capital.slice(0, -1).join(', ')} and ${capital.at(-1) ?? ''}` : (capital[0] ?? '');
};

/** What premium adds over free, in the order the catalogue lists them. */
const extra = <T extends string>(premium: readonly T[], free: readonly T[]): T[] => premium.filter((value) => !free.includes(value));

function freeFeatures(plan: Plan): string[] {
  return [
    perDay(plan.threadsPerDay, 'threads'),
    perDay(plan.tweetsPerDay, 'single tweets'),
    `Custom-topic threads up to ${plan.maxThreadLength} posts`,
    `${listed(plan.allowedTones)} tones`,
    `${listed(plan.allowedHooks)} hooks`,
    scheduling(scheduledPostLimits.free),
    'Your library, templates and analytics',
  ];
}

function premiumFeatures(plan: Plan, free: Plan): string[] {
  return [
    perDay(plan.threadsPerDay, 'threads'),
    perDay(plan.tweetsPerDay, 'single tweets'),
    `Threads up to ${plan.maxThreadLength} posts`,
    'Token analysis and threads from any X post',
    `${listed(extra(plan.allowedTones, free.allowedTones))} tones`,
    `${listed(extra(plan.allowedHooks, free.allowedHooks))} hooks`,
    'Live prices in your threads',
    scheduling(scheduledPostLimits.premium),
  ];
}

export const planOffers: Readonly<Record<PlanId, PlanOffer>> = {
  free: {
    id: 'free',
    name: plans.free.name,
    price: usd(plans.free.price.amount),
    period: 'forever',
    tagline: 'Find your voice on Crypto Twitter, a few great threads a day.',
    features: freeFeatures(plans.free),
  },
  premium: {
    id: 'premium',
    name: plans.premium.name,
    price: usd(plans.premium.price.amount),
    period: `per ${SUBSCRIPTION_PERIOD_DAYS} days`,
    tagline: 'For creators who post every day and want every edge.',
    features: premiumFeatures(plans.premium, plans.free),
  },
};

/** How billing actually works (accounts: one crypto payment extends premium by 30 days; nothing renews). */
export const billingTerms = {
  /** One line for cards and the dashboard. */
  priceLine: `${usd(plans.premium.price.amount)} for ${SUBSCRIPTION_PERIOD_DAYS} days, paid in crypto`,
  renewal: `Each payment covers ${SUBSCRIPTION_PERIOD_DAYS} days and nothing renews automatically: no card on file, nothing to cancel. When the period ends your account returns to ${plans.free.name} unless you pay again.`,
  refunds:
    'A confirmed crypto payment cannot be reversed, so fees are non-refundable except where the law requires otherwise (see the Terms).',
  limitsReset: 'Daily limits reset at midnight UTC.',
} as const;

/** The teams offer: nothing is sold until team workspaces exist, so it is a waitlist. */
export const teamsOffer = {
  title: 'Teams and agencies',
  trigger: 'Teams and agencies: join the waitlist',
  text: 'Shared team workspaces are not available yet. Leave your email and we will write to you when they are; nothing is charged.',
  acknowledged: 'Thanks! You are on the teams waitlist. We will email you when team workspaces open.',
} as const;
