import { Router, type ErrorRequestHandler } from 'express';
import { deleteAvatar, getAvatar, getProfile, getPublicProfile, updateProfile, uploadAvatar } from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import { avatarTooLarge, type ProfileService } from '../../domain/profile.ts';
import type { PublicProfiles } from '../../domain/public-profile.ts';

/** A year: an avatar's id is a hash of its bytes, so the same URL never shows another picture. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The body parser's own 413 for the picture route, in words the user can act on. */
export const avatarBodyErrors: ErrorRequestHandler = (err, _req, _res, next) => {
  const type = (err as { type?: unknown } | null)?.type;
  next(type === 'entity.too.large' ? avatarTooLarge() : err);
};

export function profileRoutes(profiles: ProfileService, publicProfiles: PublicProfiles): Router {
  const router = Router();
  router.get(getProfile.path, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await profiles.get(currentUser(req).userId));
  });
  router.put(updateProfile.path, requireUser, async (req, res) => {
    const request = updateProfile.request.parse(req.body);
    res.json(await profiles.update(currentUser(req).userId, request));
  });
  router.put(uploadAvatar.path, requireUser, async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await profiles.setAvatar(currentUser(req).userId, bytes));
  });
  router.delete(deleteAvatar.path, requireUser, async (req, res) => {
    res.json(await profiles.removeAvatar(currentUser(req).userId));
  });
  router.get(getAvatar.path, async (req, res) => {
    const { id } = getAvatar.params.parse(req.params);
    const avatar = await profiles.avatar(id);
    if (!avatar) throw AppError.notFound('Picture not found', 'avatar_not_found');
    res
      .set({
        'Content-Type': avatar.content_type,
        'Cache-Control': IMMUTABLE,
        ETag: `"${id}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      })
      .send(avatar.bytes);
  });
  router.get(getPublicProfile.path, async (req, res) => {
    const { username } = getPublicProfile.params.parse(req.params);
    res.set('Cache-Control', 'no-store').json(await publicProfiles.byUsername(username));
  });
  return router;
}
