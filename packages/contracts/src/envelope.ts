import { z } from 'zod';

/**
 * Every Kafka message carries this envelope (ARCHITECTURE §4). `data` is validated separately
 * against the payload schema of `type`@`version`, so an unknown type fails loudly instead of
 * being half-understood.
 */
export const eventEnvelopeSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  producer: z.string().min(1).max(100),
  subject: z.string().min(1).max(200),
  data: z.unknown(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;
