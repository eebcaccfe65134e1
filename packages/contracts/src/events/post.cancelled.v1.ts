import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/**
 * The user took a post off the schedule: nothing more of it will be posted (what a failed attempt
 * already posted stays on X). Business key: postId (a post is cancelled once).
 */
export const postCancelledV1 = z.object({
  postId: idSchema,
  userId: idSchema,
  itemId: idSchema,
  cancelledAt: isoDateTimeSchema,
});
export type PostCancelledV1 = z.infer<typeof postCancelledV1>;
