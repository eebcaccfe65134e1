import { z } from 'zod';
import { hookStyleSchema } from '../enums.ts';
import { libraryKindSchema, libraryToneSchema } from '../http/library.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/**
 * Every tweet of a scheduled post is on X, as one reply chain in order. Business key: postId (a
 * post is published once).
 */
export const postPublishedV1 = z.object({
  postId: idSchema,
  userId: idSchema,
  itemId: idSchema,
  kind: libraryKindSchema,
  /** X's ids of the chain, first tweet first. */
  tweetIds: z.array(idSchema).min(1).max(25),
  /** The first tweet on X (`https://x.com/<username>/status/<id>`). */
  url: z.url(),
  xUserId: idSchema,
  tone: libraryToneSchema.nullable(),
  hook: hookStyleSchema.nullable(),
  publishedAt: isoDateTimeSchema,
});
export type PostPublishedV1 = z.infer<typeof postPublishedV1>;
