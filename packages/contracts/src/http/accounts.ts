import { z } from 'zod';
import { planIdSchema, planStatusSchema } from '../enums.ts';
import { messages } from '../errors.ts';
import { emailSchema, idSchema, isoDateTimeSchema, phoneSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

// ---- Users (spec §3 user record; replaces the browser's direct database calls, §7 call 4) ----

/**
 * The caller's user row. `clerk_id` is the identity-provider subject: the Clerk user id, or the
 * local user id in local auth mode. `email` is null for phone-only sign-ups.
 */
export const userSchema = z.object({
  id: idSchema,
  clerk_id: idSchema,
  email: z.string().nullable(),
  plan: planIdSchema,
  plan_status: planStatusSchema,
  is_premium: z.boolean(),
  subscription_expires_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

export const getMe = {
  method: 'GET',
  path: '/api/users/me',
  auth: 'bearer',
  response: userSchema,
} as const satisfies CallContract;
export type GetMeResponse = z.infer<typeof getMe.response>;

/**
 * Creates the row on first sight (plan free) or refreshes the email from the identity provider.
 * The server reads identity from the verified token, never from the body.
 * Errors: 'No email found for user', 'Failed to sync user'.
 */
export const syncUser = {
  method: 'POST',
  path: '/api/users/sync',
  auth: 'bearer',
  request: z.strictObject({}),
  response: userSchema.extend({ created: z.boolean() }),
} as const satisfies CallContract;
export type SyncUserResponse = z.infer<typeof syncUser.response>;

// ---- Local auth (ARCHITECTURE §5, AUTH_MODE=local) -----------------------------------------

export const authUserSchema = z.object({
  id: idSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * `expires_in` in seconds from issue; `expires_at` in Unix seconds. The refresh token is never in
 * a body: it travels only in an httpOnly, Secure, SameSite=Strict cookie scoped to /api/auth, out
 * of reach of any script on the page.
 */
export const authSessionSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer').default('bearer'),
  expires_in: z.number().int().positive(),
  expires_at: z.number().int().positive(),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

const credentials = (password: z.ZodString) =>
  z
    .strictObject({
      email: emailSchema.optional(),
      phone: phoneSchema.optional(),
      password,
    })
    .superRefine((value, ctx) => {
      if (!value.email && !value.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: messages.emailOrPhoneRequired });
    });

export const signUp = {
  method: 'POST',
  path: '/api/auth/sign-up',
  auth: 'none',
  request: credentials(z.string().min(8, messages.weakPassword).max(128)),
  response: authSessionSchema,
} as const satisfies CallContract;
export type SignUpRequest = z.infer<typeof signUp.request>;

export const signIn = {
  method: 'POST',
  path: '/api/auth/sign-in',
  auth: 'none',
  request: credentials(z.string().min(1, messages.passwordRequired).max(128)),
  response: authSessionSchema,
} as const satisfies CallContract;
export type SignInRequest = z.infer<typeof signIn.request>;

/**
 * Refresh tokens rotate: the answer sets a new cookie and the old token stops working. The token
 * comes from the cookie; the JSON body (empty) is required so a cross-site form cannot post here.
 */
export const refreshSession = {
  method: 'POST',
  path: '/api/auth/refresh',
  auth: 'none',
  request: z.strictObject({}),
  response: authSessionSchema,
} as const satisfies CallContract;

/**
 * Ends the session whose credentials come with the call: its refresh cookie or its own access
 * token. Knowing a session id is not enough. Always answers success and clears the cookie.
 */
export const signOut = {
  method: 'POST',
  path: '/api/auth/sign-out',
  auth: 'none',
  request: z.strictObject({}),
  response: z.object({ success: z.literal(true) }),
} as const satisfies CallContract;

/**
 * The session behind the caller's bearer token; 401 'Auth session missing!' without one. Tokens
 * are not repeated here: the server keeps only a hash of the refresh token.
 */
export const getSession = {
  method: 'GET',
  path: '/api/auth/session',
  auth: 'bearer',
  response: z.object({ session_id: idSchema, created_at: isoDateTimeSchema, user: authUserSchema }),
} as const satisfies CallContract;
export type GetSessionResponse = z.infer<typeof getSession.response>;

/** Always answers success so the call cannot reveal which emails have accounts. */
export const requestPasswordReset = {
  method: 'POST',
  path: '/api/auth/password-reset',
  auth: 'none',
  request: z.strictObject({ email: emailSchema }),
  response: z.object({ success: z.literal(true), message: z.string() }),
} as const satisfies CallContract;
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordReset.request>;

export const confirmPasswordReset = {
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  auth: 'none',
  request: z.strictObject({
    token: z.string().min(1).max(1000),
    password: z.string().min(8, messages.weakPassword).max(128),
  }),
  response: z.object({ success: z.literal(true) }),
} as const satisfies CallContract;
export type ConfirmPasswordResetRequest = z.infer<typeof confirmPasswordReset.request>;
