import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../mongo.ts';

interface ProcessedEvent {
  _id: string;
  consumer: string;
  processedAt: Date;
}

const processedEventSchema = new Schema<ProcessedEvent>(
  { _id: { type: String, required: true }, consumer: { type: String, required: true }, processedAt: { type: Date, required: true } },
  { versionKey: false },
);

/**
 * Records which event ids a consumer has applied (the `_id` is the unique index). A handler
 * whose effect is not a natural upsert runs through `once`, so a redelivery is a no-op.
 * The mark is written after the effect: a crash in between re-applies the effect on redelivery,
 * which is why effects must be idempotent writes (upserts keyed by the business id).
 */
export function createProcessedEvents(connection: Connection, consumer: string) {
  const model =
    (connection.models.ProcessedEvent as Model<ProcessedEvent> | undefined) ??
    connection.model<ProcessedEvent>('ProcessedEvent', processedEventSchema, 'processed_events');
  const id = (eventId: string) => `${consumer}:${eventId}`;
  return {
    async has(eventId: string): Promise<boolean> {
      return (await model.exists({ _id: id(eventId) })) !== null;
    },
    async mark(eventId: string, now = new Date()): Promise<void> {
      try {
        await model.create({ _id: id(eventId), consumer, processedAt: now });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
    /** Runs `effect` unless this event was applied before; answers whether it ran. */
    async once(eventId: string, effect: () => Promise<void>): Promise<boolean> {
      if (await this.has(eventId)) return false;
      await effect();
      await this.mark(eventId);
      return true;
    },
  };
}

export type ProcessedEvents = ReturnType<typeof createProcessedEvents>;
