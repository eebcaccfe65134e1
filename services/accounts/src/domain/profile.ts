import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_MAX_BYTES, avatarContentTypes, profileMessages, type Profile, type UpdateProfileRequest } from '@chainscribe/contracts';
import { AppError, type Locks } from '@chainscribe/service-kit';
import type { ProfileDoc } from '../data-access/profile.model.ts';
import type { ProfileRepository } from '../data-access/profile.repository.ts';

export const avatarUrlOf = (id: string): string => `/api/avatars/${id}`;

export function toProfile(doc: ProfileDoc | null): Profile {
  if (!doc) return { fullName: '', username: null, bio: '', avatarUrl: null, updatedAt: null };
  return {
    fullName: doc.full_name,
    username: doc.username,
    bio: doc.bio,
    avatarUrl: doc.avatar_id ? avatarUrlOf(doc.avatar_id) : null,
    updatedAt: doc.updated_at.toISOString(),
  };
}

const emptyProfile = (userId: string, at: Date): ProfileDoc => ({
  _id: userId,
  full_name: '',
  username: null,
  bio: '',
  avatar_id: null,
  updated_at: at,
});

export const avatarTooLarge = () => new AppError(413, profileMessages.avatarTooLarge, { code: 'avatar_too_large' });

/** The picture's type from its first bytes, whatever the name or header claim. */
async function pictureTypeOf(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw AppError.badRequest(profileMessages.avatarEmpty, 'avatar_empty');
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? '';
  if (!(avatarContentTypes as readonly string[]).includes(mime))
    throw new AppError(415, profileMessages.avatarType, { code: 'avatar_type' });
  return mime;
}

/**
 * Profiles. Every change is a read-modify-write of the user's row, so it runs under the user's
 * profile lock; username uniqueness rests on the claim's `_id`, not on the lock.
 */
export function createProfileService(deps: { repo: ProfileRepository; locks: Pick<Locks, 'withLock'>; now: () => Date }) {
  const { repo, locks, now } = deps;
  /** `edit` gives the next row and what to clean up once it is saved (an old name, an old picture). */
  type Edit = (doc: ProfileDoc, at: Date) => Promise<{ next: ProfileDoc; afterSave?: () => Promise<void> }>;
  const change = (userId: string, edit: Edit): Promise<Profile> =>
    locks.withLock(`profile:${userId}`, async () => {
      const at = now();
      const { next, afterSave } = await edit((await repo.find(userId)) ?? emptyProfile(userId, at), at);
      const saved = { ...next, updated_at: at };
      await repo.save(saved);
      await afterSave?.();
      return toProfile(saved);
    });

  return {
    get: async (userId: string): Promise<Profile> => toProfile(await repo.find(userId)),

    /** Claims the new username before the row names it, and frees the old one after. */
    update: (userId: string, request: UpdateProfileRequest): Promise<Profile> =>
      change(userId, async (doc, at) => {
        const previous = doc.username;
        if (request.username && request.username !== previous && !(await repo.claim(request.username, userId, at))) {
          throw AppError.conflict(profileMessages.usernameTaken, 'username_taken');
        }
        const next = { ...doc, full_name: request.fullName, username: request.username, bio: request.bio };
        const released = previous && previous !== request.username ? previous : null;
        return { next, ...(released ? { afterSave: () => repo.release(released, userId) } : {}) };
      }),

    setAvatar: async (userId: string, bytes: Buffer): Promise<Profile> => {
      const contentType = await pictureTypeOf(bytes);
      const id = createHash('sha256').update(userId).update('\0').update(bytes).digest('hex');
      return change(userId, async (doc, at) => {
        await repo.putAvatar({ _id: id, user_id: userId, content_type: contentType, bytes, created_at: at });
        const old = doc.avatar_id;
        return { next: { ...doc, avatar_id: id }, ...(old && old !== id ? { afterSave: () => repo.deleteAvatar(old) } : {}) };
      });
    },

    removeAvatar: (userId: string): Promise<Profile> =>
      change(userId, async (doc) => {
        const old = doc.avatar_id;
        return { next: { ...doc, avatar_id: null }, ...(old ? { afterSave: () => repo.deleteAvatar(old) } : {}) };
      }),

    avatar: (id: string) => repo.avatar(id),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
