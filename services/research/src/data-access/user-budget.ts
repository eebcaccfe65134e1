import type { Redis } from 'ioredis';
import { utcDate, type DailyCounter } from '@chainscribe/service-kit';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The only thing research keeps about a user: their daily budget counter, which lives until the
 * next 00:00 UTC, so today's and yesterday's (a clock near midnight) are all there can be.
 */
export function createUserBudget(redis: Redis, counter: Pick<DailyCounter, 'key'>, now: () => Date) {
  const days = () => {
    const today = now();
    return [utcDate(today), utcDate(new Date(today.getTime() - DAY_MS))];
  };
  return {
    async exportOf(userId: string): Promise<{ date: string; used: number }[]> {
      const rows = await Promise.all(days().map(async (date) => ({ date, value: await redis.get(counter.key(userId, date)) })));
      return rows.filter((row) => row.value !== null).map((row) => ({ date: row.date, used: Number(row.value) }));
    },
    /** Deleting what is already gone is a no-op: erasing twice is harmless. */
    erase: (userId: string): Promise<number> => redis.del(...days().map((date) => counter.key(userId, date))),
  };
}

export type UserBudget = ReturnType<typeof createUserBudget>;
