import { z } from 'zod';
import { planIdSchema } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

export const planChangeReasons = ['payment_confirmed', 'subscription_expired', 'payment_refunded', 'admin'] as const;

/**
 * The user's effective plan changed. Business key: what caused it (e.g. the charge id for
 * payment_confirmed, `${userId}:${expiry}` for subscription_expired).
 */
export const userPlanChangedV1 = z.object({
  userId: idSchema,
  plan: planIdSchema,
  isPremium: z.boolean(),
  subscriptionExpiresAt: isoDateTimeSchema.nullable(),
  reason: z.enum(planChangeReasons),
  changedAt: isoDateTimeSchema,
});
export type UserPlanChangedV1 = z.infer<typeof userPlanChangedV1>;
