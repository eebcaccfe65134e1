import { z } from 'zod';
import { planIdSchema } from '../enums.ts';
import { generateThreadRequestSchema } from '../http/generation/threads.ts';
import { generateTweetRequestSchema } from '../http/generation/tweets.ts';
import { hookStyleSchema, threadToneSchema } from '../enums.ts';
import { rewriteActionSchema } from '../http/library-rewrite.ts';
import { libraryTweetsSchema } from '../http/library.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../primitives.ts';

const common = {
  jobId: idSchema,
  userId: idSchema,
  plan: planIdSchema,
  requestedAt: isoDateTimeSchema,
};

/**
 * Quota was reserved and a worker should write. Business key: jobId (also the partition key).
 * `reservation` names the counter to refund if the job fails. `request` embeds the v1 HTTP
 * request: if that body ever changes incompatibly, this event gets a v2.
 */
export const generationRequestedV1 = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('thread'),
    request: generateThreadRequestSchema,
    reservation: z.object({ counter: z.literal('threads'), date: isoDateSchema }),
  }),
  z.object({
    ...common,
    kind: z.literal('tweet'),
    request: generateTweetRequestSchema,
    reservation: z.object({ counter: z.literal('tweets'), date: isoDateSchema }),
  }),
  /**
   * A library rewrite: the API resolved the item (owner only) and the text to start from, so the
   * worker needs nothing else. A whole-thread rewrite reserves a thread, one tweet a tweet.
   */
  z.object({
    ...common,
    kind: z.literal('rewrite'),
    request: z.object({
      itemId: idSchema,
      action: rewriteActionSchema,
      position: z.number().int().min(0).nullable(),
      tone: threadToneSchema.nullable(),
      hookStyle: hookStyleSchema.nullable(),
      tweets: libraryTweetsSchema,
    }),
    reservation: z.object({ counter: z.enum(['threads', 'tweets']), date: isoDateSchema }),
  }),
]);
export type GenerationRequestedV1 = z.infer<typeof generationRequestedV1>;
