// "Download all my data" and "delete my account" (issue 18), answered by accounts; the internal
// calls accounts makes to gather each service's part.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

export const accountDeletionMessages = {
  confirmRequired: 'Type your email to confirm',
  confirmMismatch: 'The email you typed does not match your account. Type it exactly to delete your account.',
  exportUnavailable: (service: string) =>
    `Your data cannot be gathered right now (${service} did not answer). Please try again in a moment.`,
} as const;

/**
 * Erases the caller's account everywhere (user.deleted) and signs them out on every device. The
 * body repeats the account's email (a phone-only account types its phone number) so a stolen
 * token or a misclick cannot delete it; a mismatch is 400.
 */
export const deleteMe = {
  method: 'DELETE',
  path: '/api/users/me',
  auth: 'bearer',
  request: z.strictObject({ email: z.string().trim().min(1, accountDeletionMessages.confirmRequired).max(254) }),
  response: z.object({ deleted: z.literal(true), userId: idSchema }),
} as const satisfies CallContract;
export type DeleteMeRequest = z.infer<typeof deleteMe.request>;

/** One service's records about a user, by collection or key family: plain JSON rows. */
export const userDataPartSchema = z.record(z.string().max(64), z.array(z.record(z.string(), z.unknown())));
export type UserDataPart = z.infer<typeof userDataPartSchema>;

export const exportServices = ['accounts', 'generation', 'analytics', 'research', 'publisher'] as const;
export type ExportService = (typeof exportServices)[number];

/** Everything every service holds about the caller, as one JSON document (a download). */
export const userDataExportSchema = z.object({
  format: z.literal('chainscribe-user-export'),
  version: z.literal(1),
  userId: idSchema,
  exportedAt: isoDateTimeSchema,
  services: z.object({
    accounts: userDataPartSchema,
    generation: userDataPartSchema,
    analytics: userDataPartSchema,
    research: userDataPartSchema,
    publisher: userDataPartSchema,
  }),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

export const exportMe = {
  method: 'GET',
  path: '/api/users/me/export',
  auth: 'bearer',
  response: userDataExportSchema,
} as const satisfies CallContract;

/**
 * Service to service only (never routed by the gateway): a service's part of a user's export.
 * Signed with the target's key and the user's identity, which must name the same user as `:id`.
 */
export const internalUserExport = {
  method: 'GET',
  path: '/internal/users/:id/export',
  auth: 'none',
  params: z.object({ id: idSchema }),
  response: z.object({ service: z.enum(exportServices), data: userDataPartSchema }),
} as const satisfies CallContract;

/**
 * Service to service only: erases what a service without a Kafka connection (research) keeps about
 * a user. Accounts calls it while applying user.deleted; erasing twice is harmless.
 */
export const internalUserErase = {
  method: 'DELETE',
  path: '/internal/users/:id',
  auth: 'none',
  params: z.object({ id: idSchema }),
  response: z.object({ erased: z.literal(true) }),
} as const satisfies CallContract;
