import { describe, expect, it } from 'vitest';
import { formatLongDate } from './utils.ts';

describe('formatLongDate', () => {
  it('when given any date of the year, then it reads as the browser’s own en-US long date would', () => {
    for (let day = 0; day < 366; day += 7) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day, 13, 30)).toISOString();
      expect(formatLongDate(iso, '-'), iso).toBe(
        new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      );
    }
    expect(formatLongDate('2025-01-05T12:00:00Z', '-')).toBe('January 5, 2025');
  });

  it('when the date is missing or unreadable, then the fallback is shown', () => {
    expect(formatLongDate(null, 'Recently')).toBe('Recently');
    expect(formatLongDate(undefined, 'Recently')).toBe('Recently');
    expect(formatLongDate('not a date', 'Recently')).toBe('Recently');
  });
});
