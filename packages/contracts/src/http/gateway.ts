import { z } from 'zod';
import { authModeSchema } from '../enums.ts';
import { isoDateTimeSchema } from '../primitives.ts';
import { userSchema } from './accounts.ts';
import type { CallContract } from './call.ts';

/**
 * Spec §7 call 19, shown as JSON on /debug/token. Answers 200 even without a valid token so the
 * page can show why; it never echoes the token itself.
 */
export const authDebug = {
  method: 'GET',
  path: '/api/auth-debug',
  auth: 'none',
  response: z.object({
    authenticated: z.boolean(),
    authMode: authModeSchema,
    userId: z.string().nullable(),
    sessionId: z.string().nullable(),
    issuer: z.string().nullable(),
    expiresAt: isoDateTimeSchema.nullable(),
    /** Why verification failed, when it did. */
    reason: z.string().max(500).nullable(),
    requestId: z.string().max(200),
    /** The caller's user row, when the token verified. */
    user: userSchema.nullable(),
  }),
} as const satisfies CallContract;
export type AuthDebugResponse = z.infer<typeof authDebug.response>;
