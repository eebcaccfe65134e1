import { z } from 'zod';
import { tweetToneSchema, writerKindSchema } from '../enums.ts';
import { tweetVariationSchema } from '../http/generation/tweets.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/**
 * A worker wrote tweet variations. Business key: jobId. `variations` carries the text for the
 * waiting API call; `variationCount` is what activity projections need.
 */
export const tweetGeneratedV1 = z
  .object({
    jobId: idSchema,
    userId: idSchema,
    tweetIds: z.array(idSchema).max(5).optional(),
    variationCount: z.number().int().min(1).max(5),
    variations: z.array(tweetVariationSchema).min(1).max(5),
    topic: z.string().max(500),
    tone: tweetToneSchema,
    writer: writerKindSchema,
    generatedAt: isoDateTimeSchema,
  })
  .refine((event) => event.variationCount === event.variations.length, {
    path: ['variationCount'],
    message: 'variationCount must equal the number of variations',
  });
export type TweetGeneratedV1 = z.infer<typeof tweetGeneratedV1>;
