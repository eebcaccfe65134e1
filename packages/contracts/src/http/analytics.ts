import { z } from 'zod';
import { ANALYTICS_DAILY_DAYS } from '../call-limits.ts';
import { countSchema, idSchema, isoDateSchema, isoDateTimeSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

export { ANALYTICS_DAILY_DAYS };

export const analyticsSchema = z.object({
  /** `thisWeek` is the past 7 days; `thisMonth` the calendar month (UTC). */
  threadGeneration: z.object({ total: countSchema, thisMonth: countSchema, today: countSchema, thisWeek: countSchema }),
  userActivity: z.object({ daysActive: countSchema, totalSessions: countSchema, accountAge: countSchema }),
  tweetGeneration: z.object({ total: countSchema, today: countSchema, thisMonth: countSchema }),
  /** The last 30 UTC days, oldest first, days without activity included as zeros. */
  daily: z.array(z.object({ date: isoDateSchema, threads: countSchema, tweets: countSchema })).max(ANALYTICS_DAILY_DAYS),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** Spec §7 call 16. `clerk_id` must be the caller's own id when given (403 otherwise). */
export const getAnalytics = {
  method: 'GET',
  path: '/api/analytics',
  auth: 'bearer',
  query: z.object({ clerk_id: idSchema.optional() }),
  response: analyticsSchema,
} as const satisfies CallContract;
export type GetAnalyticsQuery = z.infer<typeof getAnalytics.query>;
export type GetAnalyticsResponse = z.infer<typeof getAnalytics.response>;

/** Spec §7 call 15: an unauthenticated liveness probe used by the debug tooling. */
export const analyticsTest = {
  method: 'GET',
  path: '/api/analytics/test',
  auth: 'none',
  response: z.object({ ok: z.literal(true), service: z.literal('analytics'), time: isoDateTimeSchema }),
} as const satisfies CallContract;
export type AnalyticsTestResponse = z.infer<typeof analyticsTest.response>;
