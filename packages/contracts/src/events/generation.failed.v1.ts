import { z } from 'zod';
import { generationKindSchema } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/**
 * A job ended without content. Business key: jobId. `reason` is the UI message for the waiting
 * call; `refunded` says whether the reserved quota was given back.
 */
export const generationFailedV1 = z.object({
  jobId: idSchema,
  userId: idSchema,
  kind: generationKindSchema,
  reason: z.string().max(2000),
  code: z.string().max(100).optional(),
  refunded: z.boolean(),
  failedAt: isoDateTimeSchema,
});
export type GenerationFailedV1 = z.infer<typeof generationFailedV1>;
