import type { Redis } from 'ioredis';

/** 'YYYY-MM-DD' of the UTC day that contains `at`. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);

/** The next 00:00 UTC strictly after `at`, in Unix seconds. */
export function nextUtcMidnight(at: Date): number {
  return Math.floor(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1) / 1000);
}

// One round trip: check, increment and set the expiry atomically, so concurrent requests can never
// both take the last unit.
const reserveScript = `
local limit = tonumber(ARGV[1])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if limit >= 0 and used >= limit then return {0, used} end
used = redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
return {1, used}
`;

// A refund never drives the counter below zero nor resurrects an expired day.
const refundScript = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used <= 0 then return 0 end
return redis.call('DECR', KEYS[1])
`;

export interface Reservation {
  granted: boolean;
  used: number;
  date: string;
}

type CounterRedis = Redis & {
  csReserve(key: string, limit: number, expireAt: number): Promise<[number, number]>;
  csRefund(key: string): Promise<number>;
};

/** Per-subject counters that reset at 00:00 UTC (ARCHITECTURE §5). `limit` -1 means unlimited. */
export function createDailyCounter(redis: Redis, options: { prefix: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const client = redis as CounterRedis;
  if (typeof client.csReserve !== 'function') {
    redis.defineCommand('csReserve', { numberOfKeys: 1, lua: reserveScript });
    redis.defineCommand('csRefund', { numberOfKeys: 1, lua: refundScript });
  }
  const key = (subject: string, date: string) => `${options.prefix}:${subject}:${date}`;

  return {
    key,
    async reserve(subject: string, limit: number): Promise<Reservation> {
      const at = now();
      const date = utcDate(at);
      const [granted, used] = await client.csReserve(key(subject, date), limit, nextUtcMidnight(at));
      return { granted: granted === 1, used, date };
    },
    /** Gives back a unit reserved on `date` (the reservation's day, not today's). */
    async refund(subject: string, date: string): Promise<number> {
      return client.csRefund(key(subject, date));
    },
    async used(subject: string): Promise<number> {
      return Number((await redis.get(key(subject, utcDate(now())))) ?? 0);
    },
  };
}

export type DailyCounter = ReturnType<typeof createDailyCounter>;
