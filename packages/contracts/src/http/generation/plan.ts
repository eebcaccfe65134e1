// What the caller's plan allows and has used today (spec §7 calls 8 and 10).
import { z } from 'zod';
import { planIdSchema } from '../../enums.ts';
import { planFeaturesSchema } from '../../plans.ts';
import { countSchema, isoDateTimeSchema, limitSchema } from '../../primitives.ts';
import type { CallContract } from '../call.ts';

/** `remaining` is -1 for unlimited plans. */
export const threadUsageSchema = z.object({ threadsToday: countSchema, remaining: limitSchema });
export type ThreadUsage = z.infer<typeof threadUsageSchema>;

export const getThreadPlan = {
  method: 'GET',
  path: '/api/threads/plan',
  auth: 'bearer',
  response: z.object({
    plan: planIdSchema,
    isPremium: z.boolean(),
    usage: threadUsageSchema,
    features: planFeaturesSchema,
  }),
} as const satisfies CallContract;
export type GetThreadPlanResponse = z.infer<typeof getThreadPlan.response>;

/** `remaining` and `limit` are -1 when unlimited; counters reset at `resetsAt` (00:00 UTC). */
export const getTweetLimit = {
  method: 'GET',
  path: '/api/tweet/limit',
  auth: 'bearer',
  response: z.object({
    remaining: limitSchema,
    limit: limitSchema,
    used: countSchema,
    resetsAt: isoDateTimeSchema,
  }),
} as const satisfies CallContract;
export type GetTweetLimitResponse = z.infer<typeof getTweetLimit.response>;
