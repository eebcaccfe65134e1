import { describe, expect, it } from 'vitest';
import { nextUtcMidnight, utcDate } from '../src/index.ts';

describe('UTC day helpers', () => {
  it('when it is late evening west of UTC, then the day is already the UTC one', () => {
    const at = new Date('2026-12-31T20:30:00-05:00');
    expect(utcDate(at)).toBe('2027-01-01');
    expect(new Date(nextUtcMidnight(at) * 1000).toISOString()).toBe('2027-01-02T00:00:00.000Z');
  });

  it('when it is exactly midnight, then the next reset is a full day away', () => {
    expect(new Date(nextUtcMidnight(new Date('2028-02-28T00:00:00Z')) * 1000).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
