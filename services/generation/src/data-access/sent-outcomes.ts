import type { Redis } from 'ioredis';

/** As long as Kafka keeps a request (7 days by default): no redelivery can come later. */
const MARK_SECONDS = 7 * 24 * 3600;

/**
 * Which jobs' outcome events have gone out, one short Redis key per job. A redelivered job that
 * is already finished sends its event again only when there is no mark (never set, or lost with
 * Redis): the event's id is the job's, so a copy is dropped by every consumer, and the mark only
 * spares sending one. A lock and a MongoDB update per job did the same before (issue 21).
 */
export function createSentOutcomes(redis: Redis, options: { keyPrefix: string }) {
  const key = (jobId: string) => `${options.keyPrefix}cs:generation:outcome-sent:${jobId}`;
  return {
    async has(jobId: string): Promise<boolean> {
      return (await redis.exists(key(jobId))) === 1;
    },
    async mark(jobId: string): Promise<void> {
      await redis.set(key(jobId), '1', 'EX', MARK_SECONDS);
    },
  };
}

export type SentOutcomes = ReturnType<typeof createSentOutcomes>;
