// The caller's saved threads (spec §7 calls 17 and 18).
import { z } from 'zod';
import { hookStyleSchema, threadLengthSchema, threadToneSchema, threadTypeSchema } from '../../enums.ts';
import { idSchema, isoDateTimeSchema } from '../../primitives.ts';
import type { CallContract } from '../call.ts';
import { tweetTextSchema } from './text.ts';

export const threadRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  tweets: z.array(tweetTextSchema).min(1).max(15),
  threadType: threadTypeSchema,
  tonePreset: threadToneSchema,
  hookStyle: hookStyleSchema,
  threadLength: threadLengthSchema,
  tokenSymbol: z.string().max(20).nullable(),
  topic: z.string().max(500).nullable(),
  /** snake_case as in spec §7: the analytics fallback counts by it. */
  created_at: isoDateTimeSchema,
});
export type ThreadRecord = z.infer<typeof threadRecordSchema>;

/** Newest first; pass `nextCursor` back as `cursor` until it is null. */
export const threadPageSchema = z.object({
  items: z.array(threadRecordSchema),
  nextCursor: z.string().max(500).nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

const threadPageQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const listThreads = {
  method: 'GET',
  path: '/api/threads',
  auth: 'bearer',
  query: threadPageQuery,
  response: threadPageSchema,
} as const satisfies CallContract;
export type ListThreadsQuery = z.infer<typeof listThreads.query>;

/** Only the caller's own id is allowed (403 otherwise). */
export const listUserThreads = {
  method: 'GET',
  path: '/api/thread/user/:userId',
  auth: 'bearer',
  params: z.object({ userId: idSchema }),
  query: threadPageQuery,
  response: threadPageSchema,
} as const satisfies CallContract;
