import type { Redis } from 'ioredis';
import { createDailyCounter, nextUtcMidnight, type Reservation } from '@chainscribe/service-kit';

export type CounterName = 'threads' | 'tweets';

// A job's refund happens at most once, whoever asks and however often: the marker and the
// decrement are one atomic step, so a crash can neither lose the refund nor repeat it.
const refundOnceScript = `
if redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[1]) then
  local used = tonumber(redis.call('GET', KEYS[1]) or '0')
  if used > 0 then redis.call('DECR', KEYS[1]) end
  return 1
end
return 0
`;
const REFUND_MARKER_SECONDS = 3 * 24 * 3600;

type QuotaRedis = Redis & { csGenerationRefundOnce(counterKey: string, markerKey: string, ttl: number): Promise<number> };

/**
 * Daily UTC counters for threads and tweets, counted apart (ARCHITECTURE §5): one key per user
 * and date, an atomic reserve before the work, a refund when it fails.
 */
export function createQuota(redis: Redis, options: { keyPrefix: string; now?: () => Date }) {
  const base = `${options.keyPrefix}cs:generation`;
  const counters = {
    threads: createDailyCounter(redis, { prefix: `${base}:threads`, ...(options.now ? { now: options.now } : {}) }),
    tweets: createDailyCounter(redis, { prefix: `${base}:tweets`, ...(options.now ? { now: options.now } : {}) }),
  };
  const client = redis as QuotaRedis;
  if (typeof client.csGenerationRefundOnce !== 'function') {
    redis.defineCommand('csGenerationRefundOnce', { numberOfKeys: 2, lua: refundOnceScript });
  }
  const now = options.now ?? (() => new Date());
  return {
    /** One round trip: granted only while `limit` (-1 unlimited) is not reached. */
    reserve: (counter: CounterName, userId: string, limit: number): Promise<Reservation> => counters[counter].reserve(userId, limit),
    used: (counter: CounterName, userId: string): Promise<number> => counters[counter].used(userId),
    /** Gives back the unit `jobId` reserved on `date`; true only for the call that did it. */
    async refundOnce(counter: CounterName, userId: string, date: string, jobId: string): Promise<boolean> {
      const done = await client.csGenerationRefundOnce(counters[counter].key(userId, date), `${base}:refund:${jobId}`, REFUND_MARKER_SECONDS);
      return done === 1;
    },
    /** When today's counters reset (00:00 UTC), as ISO. */
    resetsAt: (): string => new Date(nextUtcMidnight(now()) * 1000).toISOString(),
  };
}

export type Quota = ReturnType<typeof createQuota>;
