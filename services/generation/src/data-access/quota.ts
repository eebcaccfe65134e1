import type { Redis } from 'ioredis';
import { createDailyCounter, nextUtcMidnight, utcDate, type Reservation } from '@chainscribe/service-kit';

export type CounterName = 'threads' | 'tweets';

/** A unit taken for a job that has not reached the workers yet (see the reservation sweeper). */
export interface PendingReservation {
  jobId: string;
  counter: CounterName;
  userId: string;
  date: string;
}

// Check, take the unit and record who owes it, in one step: a process that dies right after this
// leaves a record the sweeper can settle, never a unit nobody knows about. A call that timed out
// but runs late (a stalled server resuming) leaves the same record, and is settled the same way.
const reserveScript = `
local limit = tonumber(ARGV[1])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if limit >= 0 and used >= limit then return {0, used} end
used = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
local t = redis.call('TIME')
redis.call('ZADD', KEYS[2], t[1] * 1000 + math.floor(t[2] / 1000), ARGV[3])
redis.call('HSET', KEYS[3], 'counter', ARGV[4], 'userId', ARGV[5], 'date', ARGV[6])
redis.call('EXPIRE', KEYS[3], ARGV[7])
return {1, used}
`;

// Hands out reservations older than ARGV[1] ms (Redis' clock, the same for every replica) and
// pushes them back by that age, so two sweepers rarely take the same one at once (harmless if
// they do: settling is idempotent).
const claimStaleScript = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]), 'LIMIT', 0, tonumber(ARGV[2]))
for _, id in ipairs(ids) do redis.call('ZADD', KEYS[1], now, id) end
return ids
`;

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
const MARKER_SECONDS = 3 * 24 * 3600;

type QuotaRedis = Redis & {
  csGenerationReserve(counterKey: string, pendingKey: string, recordKey: string, ...args: (string | number)[]): Promise<[number, number]>;
  csGenerationClaimStale(pendingKey: string, olderThanMs: number, max: number): Promise<string[]>;
  csGenerationRefundOnce(counterKey: string, markerKey: string, ttl: number): Promise<number>;
};

/**
 * Daily UTC counters for threads and tweets, counted apart (ARCHITECTURE §5): one key per user
 * and date, an atomic reserve (with its reservation record) before the work, a refund when it fails.
 */
export function createQuota(redis: Redis, options: { keyPrefix: string; now?: () => Date }) {
  const base = `${options.keyPrefix}cs:generation`;
  const counters = {
    threads: createDailyCounter(redis, { prefix: `${base}:threads`, ...(options.now ? { now: options.now } : {}) }),
    tweets: createDailyCounter(redis, { prefix: `${base}:tweets`, ...(options.now ? { now: options.now } : {}) }),
  };
  const pendingKey = `${base}:reservations`;
  const recordKey = (jobId: string) => `${base}:reservation:${jobId}`;
  const client = redis as QuotaRedis;
  if (typeof client.csGenerationRefundOnce !== 'function') {
    redis.defineCommand('csGenerationReserve', { numberOfKeys: 3, lua: reserveScript });
    redis.defineCommand('csGenerationClaimStale', { numberOfKeys: 1, lua: claimStaleScript });
    redis.defineCommand('csGenerationRefundOnce', { numberOfKeys: 2, lua: refundOnceScript });
  }
  const now = options.now ?? (() => new Date());
  return {
    /** One round trip: granted only while `limit` (-1 unlimited) is not reached; a grant is recorded as owed by `jobId`. */
    async reserve(counter: CounterName, userId: string, limit: number, jobId: string): Promise<Reservation> {
      const at = now();
      const date = utcDate(at);
      const counterKey = counters[counter].key(userId, date);
      const [granted, used] = await client.csGenerationReserve(
        counterKey,
        pendingKey,
        recordKey(jobId),
        limit,
        nextUtcMidnight(at),
        jobId,
        counter,
        userId,
        date,
        MARKER_SECONDS,
      );
      return { granted: granted === 1, used, date };
    },
    used: (counter: CounterName, userId: string): Promise<number> => counters[counter].used(userId),
    /** Gives back the unit `jobId` reserved on `date`; true only for the call that did it. */
    async refundOnce(counter: CounterName, userId: string, date: string, jobId: string): Promise<boolean> {
      const done = await client.csGenerationRefundOnce(counters[counter].key(userId, date), `${base}:refund:${jobId}`, MARKER_SECONDS);
      return done === 1;
    },
    /** The job reached the workers (or was settled): its reservation needs no sweeping. */
    async release(jobId: string): Promise<void> {
      await redis.multi().zrem(pendingKey, jobId).del(recordKey(jobId)).exec();
    },
    /** Reservations older than `olderThanMs`, each handed to one caller for the next `olderThanMs`. */
    async claimStale(olderThanMs: number, max = 50): Promise<(PendingReservation | { jobId: string; lost: true })[]> {
      const ids = await client.csGenerationClaimStale(pendingKey, olderThanMs, max);
      return Promise.all(
        ids.map(async (jobId) => {
          const record = await redis.hgetall(recordKey(jobId));
          const { counter, userId, date } = record;
          if ((counter !== 'threads' && counter !== 'tweets') || !userId || !date) return { jobId, lost: true as const };
          return { jobId, counter, userId, date };
        }),
      );
    },
    /**
     * Forgets a deleted user's counters. They live until the next 00:00 UTC, so today's and
     * yesterday's (a clock near midnight) are all there can be.
     */
    async forget(userId: string): Promise<number> {
      const today = now();
      const dates = [utcDate(today), utcDate(new Date(today.getTime() - 24 * 3600 * 1000))];
      const keys = dates.flatMap((date) => [counters.threads.key(userId, date), counters.tweets.key(userId, date)]);
      return redis.del(...keys);
    },
    /** When today's counters reset (00:00 UTC), as ISO. */
    resetsAt: (): string => new Date(nextUtcMidnight(now()) * 1000).toISOString(),
  };
}

export type Quota = ReturnType<typeof createQuota>;
