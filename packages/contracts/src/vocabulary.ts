// The fixed word lists the plans and offers are built from, without zod: the marketing pages'
// bundle (`@chainscribe/contracts/catalogue`) reads them and must not pull the schema library.
// enums.ts builds the schemas from these same lists.

/** Limits and remaining counts: -1 means unlimited (spec §3 plan features). */
export const UNLIMITED = -1;

export const planIds = ['free', 'premium'] as const;
export type PlanId = (typeof planIds)[number];

export const billingPeriods = ['monthly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const paymentCurrencies = ['BTC', 'ETH', 'USDT', 'USDC', 'TON'] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];
export const paymentCurrencyNames: Readonly<Record<PaymentCurrency, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'Tether (USDT)',
  USDC: 'USD Coin (USDC)',
  TON: 'Toncoin',
};

/** custom topic, token analysis, or from an existing X post ("trend"). */
export const threadTypes = ['custom', 'token', 'trend'] as const;
export type ThreadType = (typeof threadTypes)[number];

export const threadTones = ['educational', 'calm', 'degen', 'hype', 'shill'] as const;
export type ThreadTone = (typeof threadTones)[number];

export const hookStyles = ['question', 'stat', 'bold', 'story'] as const;
export type HookStyle = (typeof hookStyles)[number];

export const threadLengths = [5, 8, 12, 15] as const;
export type ThreadLength = (typeof threadLengths)[number];
