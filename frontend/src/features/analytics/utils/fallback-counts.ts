import { ANALYTICS_DAILY_DAYS } from '@chainscribe/contracts/catalogue';
import type { Analytics, ThreadRecord } from '@chainscribe/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** What the page shows: the analytics answer, or counts from the thread list with unknowns left empty. */
export type ActivityReport = { source: 'analytics'; analytics: Analytics } | { source: 'threads'; analytics: FallbackAnalytics };

export interface FallbackAnalytics {
  threadGeneration: Analytics['threadGeneration'];
  userActivity: { daysActive: number; totalSessions: null; accountAge: number };
  tweetGeneration: null;
  daily: { date: string; threads: number; tweets: null }[];
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Spec §7/§9 fallback: each thread's created_at counts towards today, the past 7 days and the
 * calendar month (UTC, like the analytics service); days active and account age are the days
 * since the account was created.
 */
export function countsFromThreads(
  threads: readonly Pick<ThreadRecord, 'created_at'>[],
  now: Date,
  accountCreatedAt: string | null,
): FallbackAnalytics {
  const today = utcDay(now);
  const month = today.slice(0, 7);
  const times = threads.map((thread) => new Date(thread.created_at)).filter((date) => !Number.isNaN(date.getTime()));
  const created = accountCreatedAt ? new Date(accountCreatedAt) : null;
  const ageDays = created && !Number.isNaN(created.getTime()) ? Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS)) : 0;

  const perDay = new Map<string, number>();
  for (const time of times) perDay.set(utcDay(time), (perDay.get(utcDay(time)) ?? 0) + 1);
  const daily = Array.from({ length: ANALYTICS_DAILY_DAYS }, (_, index) => {
    const date = utcDay(new Date(now.getTime() - (ANALYTICS_DAILY_DAYS - 1 - index) * DAY_MS));
    return { date, threads: perDay.get(date) ?? 0, tweets: null };
  });

  return {
    threadGeneration: {
      total: times.length,
      thisMonth: times.filter((time) => utcDay(time).startsWith(month)).length,
      today: times.filter((time) => utcDay(time) === today).length,
      thisWeek: times.filter((time) => now.getTime() - time.getTime() <= WEEK_MS && time.getTime() <= now.getTime()).length,
    },
    userActivity: { daysActive: ageDays, totalSessions: null, accountAge: ageDays },
    tweetGeneration: null,
    daily,
  };
}

/** Spec §2 Quick Insights. */
export function quickInsights({ total, thisMonth, thisWeek }: Analytics['threadGeneration'], daysActive: number) {
  return {
    monthShare: total > 0 ? Math.round((thisMonth / total) * 100) : 0,
    perDay: (total / Math.max(daysActive, 1)).toFixed(1),
    thisWeek,
  };
}
