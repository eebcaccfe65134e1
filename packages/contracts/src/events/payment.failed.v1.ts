import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

/** The charge ended without a confirmed payment. Business key: `${chargeId}:${status}`. */
export const paymentFailedV1 = z.object({
  paymentId: idSchema,
  chargeId: idSchema,
  userId: idSchema,
  status: z.enum(['failed', 'expired', 'refunded', 'partially_paid']),
  reason: z.string().max(500),
  failedAt: isoDateTimeSchema,
});
export type PaymentFailedV1 = z.infer<typeof paymentFailedV1>;
