import { z } from 'zod';
import { planIdSchema } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/** A user row was created. Business key: userId. `email` is null for phone-only sign-ups. */
export const userRegisteredV1 = z.object({
  userId: idSchema,
  email: z.string().max(254).nullable(),
  plan: planIdSchema,
  source: z.enum(['local', 'clerk']),
  registeredAt: isoDateTimeSchema,
});
export type UserRegisteredV1 = z.infer<typeof userRegisteredV1>;
