import { ANALYTICS_DAILY_DAYS, type Analytics } from '@chainscribe/contracts';
import type { ActivityKind } from '../data-access/activity.repository.ts';
import { daysBetween, daysEndingWith, utcDay, utcMonth } from './utc-calendar.ts';

/** Read side of the activity projection (counts only: see the repository for what FerretDB allows). */
export interface ActivityQueries {
  count(userId: string, kind: ActivityKind, scope?: { month?: string }): Promise<number>;
  perDay(userId: string, kind: ActivityKind, fromDay: string, toDay: string): Promise<Map<string, number>>;
  countActiveDays(userId: string): Promise<number>;
  firstDay(userId: string, kind?: ActivityKind): Promise<string | null>;
}

const WEEK_DAYS = 7;

const sum = (values: readonly number[]): number => values.reduce((total, n) => total + n, 0);

/**
 * The analytics page's numbers for one user at `now()` (injected, so tests can cross a UTC
 * midnight). "Today", "this week" (today and the 6 days before) and the chart come from the same
 * per-day series, so the cards and the chart can never disagree.
 */
export function createAnalyticsReader(deps: { activities: ActivityQueries; now: () => Date }) {
  const q = deps.activities;
  return {
    async forUser(userId: string): Promise<Analytics> {
      const now = deps.now();
      const today = utcDay(now);
      const month = utcMonth(now);
      const days = daysEndingWith(today, ANALYTICS_DAILY_DAYS);
      const firstChartDay = days[0] ?? today;
      const [
        threadsTotal,
        threadsThisMonth,
        tweetsTotal,
        tweetsThisMonth,
        totalSessions,
        daysActive,
        registeredOn,
        firstActiveOn,
        threadsPerDay,
        tweetsPerDay,
      ] = await Promise.all([
        q.count(userId, 'thread'),
        q.count(userId, 'thread', { month }),
        q.count(userId, 'tweet'),
        q.count(userId, 'tweet', { month }),
        q.count(userId, 'session'),
        q.countActiveDays(userId),
        q.firstDay(userId, 'registered'),
        q.firstDay(userId),
        q.perDay(userId, 'thread', firstChartDay, today),
        q.perDay(userId, 'tweet', firstChartDay, today),
      ]);
      const daily = days.map((date) => ({ date, threads: threadsPerDay.get(date) ?? 0, tweets: tweetsPerDay.get(date) ?? 0 }));
      const lastWeek = daily.slice(-WEEK_DAYS);
      // A user whose registration predates this projection still has an age: their first own activity.
      const since = registeredOn ?? firstActiveOn;
      return {
        threadGeneration: {
          total: threadsTotal,
          thisMonth: threadsThisMonth,
          today: daily.at(-1)?.threads ?? 0,
          thisWeek: sum(lastWeek.map((d) => d.threads)),
        },
        userActivity: {
          daysActive,
          totalSessions,
          accountAge: since === null ? 0 : Math.max(0, daysBetween(since, today)),
        },
        tweetGeneration: { total: tweetsTotal, today: daily.at(-1)?.tweets ?? 0, thisMonth: tweetsThisMonth },
        daily,
      };
    },
  };
}

export type AnalyticsReader = ReturnType<typeof createAnalyticsReader>;
