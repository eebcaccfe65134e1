// The profile accounts keeps (issue 23): name, username, bio, picture, and the public page built from them.
import { z } from 'zod';
import { hookStyleSchema, threadLengthSchema } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

export const PROFILE_MAX_NAME = 50;
export const PROFILE_MAX_BIO = 160;
/** Largest picture accepted, in bytes (1 MB). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const avatarContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof avatarContentTypes)[number];

export const profileMessages = {
  usernameTaken: 'That username is taken',
  usernameFormat: 'Use 3–30 characters: letters, numbers or underscores',
  bioTooLong: `Keep your bio to ${PROFILE_MAX_BIO} characters`,
  nameTooLong: `Keep your name to ${PROFILE_MAX_NAME} characters`,
  avatarTooLarge: 'That picture is larger than 1 MB. Choose a smaller one.',
  avatarType: 'That file is not a PNG, JPEG or WebP picture.',
  avatarEmpty: 'Choose a picture to upload.',
  publicProfileNotFound: 'This profile does not exist or is not public.',
} as const;

// X's weighting (twitter-text v3): these code point ranges count one, everything else two.
const singleWeightRanges: readonly (readonly [number, number])[] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

/** Length as X counts it (CJK and emoji count two); URLs are not shortened here. */
export function weightedLength(text: string): number {
  let total = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    total += singleWeightRanges.some(([from, to]) => code >= from && code <= to) ? 1 : 2;
  }
  return total;
}

/** Usernames are unique case-insensitively: they are stored and compared lowercased. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{3,30}$/, profileMessages.usernameFormat);

export const bioSchema = z
  .string()
  .trim()
  .refine((bio) => weightedLength(bio) <= PROFILE_MAX_BIO, profileMessages.bioTooLong);

export const profileSchema = z.object({
  fullName: z.string().max(PROFILE_MAX_NAME),
  /** null until the user picks one; needed for the public page. */
  username: z.string().nullable(),
  bio: z.string(),
  /** `/api/avatars/<content-hash id>`; null without a picture. */
  avatarUrl: z.string().nullable(),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = {
  method: 'GET',
  path: '/api/users/me/profile',
  auth: 'bearer',
  response: profileSchema,
} as const satisfies CallContract;

/** Replaces name, username and bio (the picture has its own call). 409 `usernameTaken` when another user holds it. */
export const updateProfileRequestSchema = z.strictObject({
  fullName: z.string().trim().max(PROFILE_MAX_NAME, profileMessages.nameTooLong),
  username: usernameSchema.nullable(),
  bio: bioSchema,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updateProfile = {
  method: 'PUT',
  path: '/api/users/me/profile',
  auth: 'bearer',
  request: updateProfileRequestSchema,
  response: profileSchema,
} as const satisfies CallContract;

/**
 * The body is the picture's raw bytes (`Content-Type: image/png|jpeg|webp`, or
 * `application/octet-stream`); the type is read from the bytes, never the name or header.
 * 413 `avatarTooLarge` over 1 MB, 415 `avatarType` for anything else.
 */
export const uploadAvatar = {
  method: 'PUT',
  path: '/api/users/me/avatar',
  auth: 'bearer',
  response: profileSchema,
} as const satisfies CallContract;

export const deleteAvatar = {
  method: 'DELETE',
  path: '/api/users/me/avatar',
  auth: 'bearer',
  response: profileSchema,
} as const satisfies CallContract;

/** The picture's bytes; the id is a hash of them, so the answer is cached for a year (immutable). */
export const getAvatar = {
  method: 'GET',
  path: '/api/avatars/:id',
  auth: 'none',
  params: z.object({ id: z.string().regex(/^[a-f0-9]{64}$/) }),
  response: z.unknown(),
} as const satisfies CallContract;

/** A library item its author marked public. */
export const publicLibraryItemSchema = z.object({
  id: idSchema,
  kind: z.enum(['thread', 'tweet']),
  tweets: z.array(z.string()),
  tone: z.string().nullable(),
  hook: hookStyleSchema.nullable(),
  length: threadLengthSchema.nullable(),
  symbol: z.string().nullable(),
  topic: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type PublicLibraryItem = z.infer<typeof publicLibraryItemSchema>;

export const publicProfileSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  items: z.array(publicLibraryItemSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** No sign-in needed. 404 `publicProfileNotFound` when the user does not exist or keeps the profile private. */
export const getPublicProfile = {
  method: 'GET',
  path: '/api/public/users/:username',
  auth: 'none',
  params: z.object({ username: z.string().min(1).max(30) }),
  response: publicProfileSchema,
} as const satisfies CallContract;

/** Service to service only: the items a user marked public, newest first (generation answers). */
export const internalPublicItems = {
  method: 'GET',
  path: '/internal/users/:id/public-items',
  auth: 'none',
  params: z.object({ id: idSchema }),
  response: z.object({ items: z.array(publicLibraryItemSchema) }),
} as const satisfies CallContract;
