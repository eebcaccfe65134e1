/**
 * Calendar arithmetic on UTC day strings (`YYYY-MM-DD`). Every count the analytics page shows is
 * bucketed by UTC day, the same day the plan limits reset on, so a user in any time zone sees
 * "today" turn over together with their quota.
 */
const DAY_MS = 86_400_000;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
export const utcMonth = (at: Date): string => at.toISOString().slice(0, 7);

const dayStart = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

export const addDays = (day: string, days: number): string => utcDay(new Date(dayStart(day) + days * DAY_MS));

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to) - dayStart(from)) / DAY_MS);

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(lastDay, i - count + 1));
}
