// Generation jobs: a generate call that outlives its bounded wait is followed here.
import { z } from 'zod';
import { jobStatusSchema } from '../../enums.ts';
import { idSchema, isoDateTimeSchema } from '../../primitives.ts';
import type { CallContract } from '../call.ts';
import { generateThreadResponseSchema } from './threads.ts';
import { generateTweetResponseSchema } from './tweets.ts';
import { rewriteSuggestionSchema } from '../library-rewrite.ts';

const jobBase = {
  id: idSchema,
  status: jobStatusSchema,
  progress: z.number().int().min(0).max(100),
  /** The UI message when `status` is failed. */
  error: z.string().max(2000).optional(),
  code: z.string().max(100).optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
};

export const generationJobSchema = z.discriminatedUnion('kind', [
  z.object({ ...jobBase, kind: z.literal('thread'), result: generateThreadResponseSchema.optional() }),
  z.object({ ...jobBase, kind: z.literal('tweet'), result: generateTweetResponseSchema.optional() }),
  z.object({ ...jobBase, kind: z.literal('rewrite'), result: rewriteSuggestionSchema.optional() }),
]);
export type GenerationJob = z.infer<typeof generationJobSchema>;

/** A `progress` event of `GET /api/jobs/:id/events` (the `done` event carries the whole job). */
export const jobProgressEventSchema = z.object({ status: jobStatusSchema, progress: z.number().min(0).max(100) });
export type JobProgressEvent = z.infer<typeof jobProgressEventSchema>;

export const getJob = {
  method: 'GET',
  path: '/api/jobs/:id',
  auth: 'bearer',
  params: z.object({ id: idSchema }),
  response: generationJobSchema,
} as const satisfies CallContract;
export type GetJobResponse = z.infer<typeof getJob.response>;
