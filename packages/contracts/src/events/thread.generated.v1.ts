import { z } from 'zod';
import { hookStyleSchema, threadLengthSchema, threadToneSchema, threadTypeSchema, writerKindSchema } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/** A worker wrote and stored a thread. Business key: jobId. */
export const threadGeneratedV1 = z.object({
  jobId: idSchema,
  userId: idSchema,
  threadId: idSchema,
  tweets: z.array(z.string().min(1).max(1000)).min(1).max(15),
  options: z.object({
    threadType: threadTypeSchema,
    tonePreset: threadToneSchema,
    hookStyle: hookStyleSchema,
    threadLength: threadLengthSchema,
    tokenSymbol: z.string().max(20).optional(),
  }),
  dataSourcesUsed: z.array(z.string().max(100)).max(20),
  writer: writerKindSchema,
  /** The model name when `writer` is openai. */
  model: z.string().max(100).optional(),
  generatedAt: isoDateTimeSchema,
});
export type ThreadGeneratedV1 = z.infer<typeof threadGeneratedV1>;
