import { describe, expect, it } from 'vitest';
import { createEvent } from '@chainscribe/contracts';
import { activityOf } from '../src/domain/activity.ts';
import { addDays, daysBetween, daysEndingWith, utcDay, utcMonth } from '../src/domain/utc-calendar.ts';

describe('UTC calendar', () => {
  it('when a time carries an offset, then its day and month are the UTC ones', () => {
    const lateInNewYork = new Date('2030-01-31T20:30:00-05:00');
    expect(utcDay(lateInNewYork)).toBe('2030-02-01');
    expect(utcMonth(lateInNewYork)).toBe('2030-02');
  });

  it('when days are added or counted across month, year and leap-day boundaries, then the calendar holds', () => {
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(daysBetween('2030-02-20', '2030-03-15')).toBe(23);
    expect(daysBetween('2030-03-15', '2030-03-14')).toBe(-1);
    expect(daysEndingWith('2030-01-02', 4)).toEqual(['2029-12-30', '2029-12-31', '2030-01-01', '2030-01-02']);
  });
});

describe('activity of an event', () => {
  const meta = { producer: 'test', occurredAt: '2030-03-01T00:00:00.000Z' };

  it('when a thread is generated, then the activity is keyed by the event id and dated by generatedAt in UTC', () => {
    const event = createEvent(
      'thread.generated',
      {
        jobId: 'job-1',
        userId: 'user-1',
        threadId: 'thread-1',
        tweets: ['gm'],
        options: { threadType: 'custom', tonePreset: 'calm', hookStyle: 'question', threadLength: 5 },
        dataSourcesUsed: [],
        writer: 'template',
        generatedAt: '2030-02-28T23:30:00-01:00',
      },
      { ...meta, key: 'job-1' },
    );
    expect(activityOf(event)).toEqual({
      _id: 'thread.generated:job-1',
      userId: 'user-1',
      kind: 'thread',
      at: new Date('2030-03-01T00:30:00.000Z'),
      day: '2030-03-01',
      month: '2030-03',
      byUser: true,
    });
  });

  it('when a plan changes because it lapsed, then it is recorded but not as something the user did', () => {
    const lapse = createEvent(
      'user.plan_changed',
      {
        userId: 'user-1',
        plan: 'free',
        isPremium: false,
        subscriptionExpiresAt: null,
        reason: 'subscription_expired',
        changedAt: '2030-03-02T00:00:00.000Z',
      },
      { ...meta, key: 'user-1:2030-03-02' },
    );
    expect(activityOf(lapse)).toMatchObject({ kind: 'plan_changed', byUser: false });
  });

  it('when an event is not about activity, then it maps to nothing', () => {
    const failed = createEvent(
      'generation.failed',
      {
        jobId: 'job-2',
        userId: 'user-1',
        kind: 'thread',
        reason: 'Failed to generate thread',
        refunded: true,
        failedAt: '2030-03-02T00:00:00.000Z',
      },
      { ...meta, key: 'job-2' },
    );
    expect(activityOf(failed)).toBeNull();
  });
});
