// The problem body's media type and its machine-readable codes, without zod: the SPA's start-up
// path reads them (errors.ts builds the problem schema beside them).

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Machine-readable `code` values; the UI keys behaviour (limit panel, upgrade button) on them. */
export const errorCodes = {
  validationFailed: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  premiumRequired: 'premium_required',
  threadLimitReached: 'thread_limit_reached',
  tweetLimitReached: 'tweet_limit_reached',
  researchLimitReached: 'research_limit_reached',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  invalidCredentials: 'invalid_credentials',
  weakPassword: 'weak_password',
  invalidSignature: 'invalid_signature',
  paymentFailed: 'payment_failed',
  upstreamUnavailable: 'upstream_unavailable',
  timeout: 'timeout',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
