import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/**
 * Why posting stopped. `reconnect_required`: X refused the account's tokens (revoked or expired
 * for good); `rejected`: X refused the content (duplicate, too long); `unavailable`: X kept failing
 * (5xx, rate limits) past the retries.
 */
export const postFailureReasons = ['reconnect_required', 'rejected', 'unavailable'] as const;
export const postFailureReasonSchema = z.enum(postFailureReasons);
export type PostFailureReason = z.infer<typeof postFailureReasonSchema>;

/**
 * Posting stopped for good (the user may resume it). What was posted stays on X and is listed.
 * Business key: `${postId}:${attempt}` (each resume is a new attempt).
 */
export const postFailedV1 = z.object({
  postId: idSchema,
  userId: idSchema,
  itemId: idSchema,
  reason: postFailureReasonSchema,
  /** The sentence the queue shows. */
  message: z.string().min(1).max(500),
  /** The tweets already on X, first tweet first (may be empty). */
  tweetIds: z.array(idSchema).max(25),
  attempt: z.number().int().min(1),
  failedAt: isoDateTimeSchema,
});
export type PostFailedV1 = z.infer<typeof postFailedV1>;
