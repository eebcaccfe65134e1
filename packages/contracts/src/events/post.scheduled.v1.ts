import { z } from 'zod';
import { hookStyleSchema } from '../enums.ts';
import { libraryKindSchema, libraryToneSchema } from '../http/library.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/** How the time was chosen: right away, a time the user picked, or the next free queue slot. */
export const postTimings = ['now', 'at', 'queue'] as const;
export const postTimingSchema = z.enum(postTimings);
export type PostTiming = z.infer<typeof postTimingSchema>;

/**
 * A library item was put on the schedule (or moved to a new time). Business key:
 * `${postId}:${revision}` — each change of time is a new revision, so a retried publish keeps its id.
 */
export const postScheduledV1 = z.object({
  postId: idSchema,
  userId: idSchema,
  itemId: idSchema,
  kind: libraryKindSchema,
  tweetCount: z.number().int().min(1).max(25),
  scheduledAt: isoDateTimeSchema,
  timing: postTimingSchema,
  tone: libraryToneSchema.nullable(),
  hook: hookStyleSchema.nullable(),
  revision: z.number().int().min(1),
});
export type PostScheduledV1 = z.infer<typeof postScheduledV1>;
