import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/**
 * The user deleted their account: every service that holds data about them erases it. Business
 * key: userId (an account is deleted once, so a replay is the same event).
 */
export const userDeletedV1 = z.object({
  userId: idSchema,
  deletedAt: isoDateTimeSchema,
});
export type UserDeletedV1 = z.infer<typeof userDeletedV1>;
