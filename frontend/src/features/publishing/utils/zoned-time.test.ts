import { describe, expect, it } from 'vitest';
import { formatInZone, fromZonedInput, toZonedInput } from './zoned-time.ts';

describe('zoned time', () => {
  it('when a wall time is read in Berlin in winter and summer, then the instant carries that day’s offset', () => {
    expect(fromZonedInput('2026-01-15T09:30', 'Europe/Berlin')).toBe('2026-01-15T08:30:00.000Z');
    expect(fromZonedInput('2026-07-15T09:30', 'Europe/Berlin')).toBe('2026-07-15T07:30:00.000Z');
    expect(fromZonedInput('2026-07-15T09:30', 'UTC')).toBe('2026-07-15T09:30:00.000Z');
    expect(fromZonedInput('not a time', 'UTC')).toBeNull();
  });

  it('when an instant is shown in a zone, then the input value and the label are the zone’s clock', () => {
    expect(toZonedInput('2026-07-15T07:30:00.000Z', 'Europe/Berlin')).toBe('2026-07-15T09:30');
    expect(toZonedInput('2026-11-25T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-11-26T08:30');
    expect(formatInZone('2026-11-25T23:30:00.000Z', 'Asia/Tokyo')).toBe('Thu, Nov 26, 08:30');
  });
});
