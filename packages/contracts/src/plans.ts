import { z } from 'zod';
import { threadToneSchema, threadTypeSchema } from './enums.ts';
import { limitSchema } from './primitives.ts';

export * from './plan-limits.ts';
export * from './plan-gates.ts';

/** The `features` object of the plan call (spec §3). */
export const planFeaturesSchema = z.object({
  dailyLimit: limitSchema,
  maxThreadLength: z.number().int().positive(),
  allowedTypes: z.array(threadTypeSchema),
  allowedTones: z.array(threadToneSchema),
  realtimeData: z.boolean(),
  advancedHooks: z.boolean(),
});
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;
