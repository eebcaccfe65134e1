import { ANALYTICS_DAILY_DAYS, type Analytics } from '@chainscribe/contracts';
import type { ActivityKind, ActivityTally } from '../data-access/activity.repository.ts';
import { daysBetween, daysEndingWith, utcDay, utcMonth } from './utc-calendar.ts';

/** Read side of the activity projection: the user's facts counted per kind and day, in one read. */
export interface ActivityQueries {
  tally(userId: string): Promise<ActivityTally[]>;
}

const WEEK_DAYS = 7;

const sum = (values: readonly number[]): number => values.reduce((total, n) => total + n, 0);

/** Facts of `kind` per UTC day. */
function perDay(tallies: readonly ActivityTally[], kind: ActivityKind): Map<string, number> {
  const days = new Map<string, number>();
  for (const t of tallies) if (t.kind === kind) days.set(t.day, (days.get(t.day) ?? 0) + t.n);
  return days;
}

const total = (days: Map<string, number>): number => sum([...days.values()]);

/** The earliest of `days`, or null when there are none (day strings sort as dates). */
const earliest = (days: Iterable<string>): string | null => [...days].sort()[0] ?? null;

/**
 * The analytics page's numbers for one user at `now()` (injected, so tests can cross a UTC
 * midnight). "Today", "this week" (today and the 6 days before) and the chart come from the same
 * per-day series, so the cards and the chart can never disagree; every figure is summed from one
 * read, so none can count an event another missed.
 */
export function createAnalyticsReader(deps: { activities: ActivityQueries; now: () => Date }) {
  return {
    async forUser(userId: string): Promise<Analytics> {
      const now = deps.now();
      const today = utcDay(now);
      const month = utcMonth(now);
      const tallies = await deps.activities.tally(userId);
      const threadsPerDay = perDay(tallies, 'thread');
      const tweetsPerDay = perDay(tallies, 'tweet');
      const inMonth = (days: Map<string, number>) => sum([...days].filter(([day]) => day.startsWith(month)).map(([, n]) => n));
      const daily = daysEndingWith(today, ANALYTICS_DAILY_DAYS).map((date) => ({
        date,
        threads: threadsPerDay.get(date) ?? 0,
        tweets: tweetsPerDay.get(date) ?? 0,
      }));
      const lastWeek = daily.slice(-WEEK_DAYS);
      const activeDays = new Set(tallies.filter((t) => t.byUser).map((t) => t.day));
      // A user whose registration predates this projection still has an age: their first own activity.
      const since = earliest(perDay(tallies, 'registered').keys()) ?? earliest(activeDays);
      return {
        threadGeneration: {
          total: total(threadsPerDay),
          thisMonth: inMonth(threadsPerDay),
          today: daily.at(-1)?.threads ?? 0,
          thisWeek: sum(lastWeek.map((d) => d.threads)),
        },
        userActivity: {
          daysActive: activeDays.size,
          totalSessions: total(perDay(tallies, 'session')),
          accountAge: since === null ? 0 : Math.max(0, daysBetween(since, today)),
        },
        tweetGeneration: { total: total(tweetsPerDay), today: daily.at(-1)?.tweets ?? 0, thisMonth: inMonth(tweetsPerDay) },
        daily,
      };
    },
  };
}

export type AnalyticsReader = ReturnType<typeof createAnalyticsReader>;
