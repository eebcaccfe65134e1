import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/** The gateway saw a session id for the first time. Business key: sessionId. */
export const userSessionStartedV1 = z.object({
  userId: idSchema,
  sessionId: idSchema,
  startedAt: isoDateTimeSchema,
  userAgent: z.string().max(500).optional(),
});
export type UserSessionStartedV1 = z.infer<typeof userSessionStartedV1>;
