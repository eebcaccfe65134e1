import { plans } from '@chainscribe/contracts/catalogue';

// Business constants and timings from spec §9, in one place so screens and tests agree.

export const PRODUCT_NAME = 'Chainscribe';

/** Where the footer and the contact page send people when the build names no other address. */
export const DEFAULT_SUPPORT_EMAIL = 'support@chainscribe.app';

export const TOAST_DURATION_MS = 3000;

export const TYPING_SPEED_MS = 100;
export const DELETING_SPEED_MS = 50;
export const TYPING_PAUSE_MS = 2000;

export const PAYMENT_ATTEMPT_EXPIRY_MS = 30 * 60 * 1000;
export const PAYMENT_ATTEMPT_CHECK_MS = 60 * 1000;
export const PAYMENT_DB_CHECK_DELAY_MS = 2000;
export const PAYMENT_RECHECK_MS = 5000;
/**
 * The spec re-checks every 5 s with no cap. Crypto confirmations can take longer than anyone
 * should watch a spinner, so after this many checks (3 minutes) the page says so and lets the
 * live plan updates finish the job in the background.
 */
export const PAYMENT_RECHECK_MAX_ATTEMPTS = 36;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;

/** Live plan updates come over SSE; this slow poll only runs while the stream is down. */
export const PLAN_FALLBACK_POLL_MS = 60 * 1000;

/** Prices and limits shown on marketing pages come from the shared plan catalogue. */
export const PREMIUM_PRICE_USD = plans.premium.price.amount;
export const FREE_THREADS_PER_DAY = plans.free.threadsPerDay;
