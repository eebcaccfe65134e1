import { weekdays, type QueueSlot } from '@chainscribe/contracts';

/** Wall-clock parts of an instant in a time zone. */
function partsIn(instant: Date, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant (ms). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time in a zone names. Around a DST change the offset is taken again at
 * the first guess, so 09:00 stays 09:00; a time skipped by the change lands just after it.
 */
export function zonedInstant(date: { year: number; month: number; day: number }, time: string, timeZone: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour ?? 0, minute ?? 0);
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/** The hour of day (0–23) of an instant in a zone. */
export const hourIn = (instant: Date, timeZone: string): number => partsIn(instant, timeZone).hour;

const DAYS_AHEAD = 28;

/**
 * The first weekly slot after `now` that no waiting post holds, looking four weeks ahead; null
 * without slots (or when all of them are taken for four weeks).
 */
export function nextFreeSlot(input: { slots: readonly QueueSlot[]; timeZone: string; now: Date; taken: readonly Date[] }): Date | null {
  if (input.slots.length === 0) return null;
  const taken = new Set(input.taken.map((d) => d.getTime()));
  const times = [...new Set(input.slots.map((s) => `${s.day} ${s.time}`))].sort((a, b) => a.slice(4).localeCompare(b.slice(4)));
  const today = partsIn(input.now, input.timeZone);
  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead++) {
    // Calendar arithmetic on the local date (never "+24 h", which skips a day across a DST change).
    const calendar = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    const date = { year: calendar.getUTCFullYear(), month: calendar.getUTCMonth() + 1, day: calendar.getUTCDate() };
    const day = weekdays[(calendar.getUTCDay() + 6) % 7];
    for (const entry of times) {
      if (!entry.startsWith(`${day} `)) continue;
      const instant = zonedInstant(date, entry.slice(4), input.timeZone);
      if (instant.getTime() > input.now.getTime() && !taken.has(instant.getTime())) return instant;
    }
  }
  return null;
}
