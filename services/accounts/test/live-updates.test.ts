import { describe, expect, it } from 'vitest';
import { createLiveUpdates } from '../src/domain/live-updates.ts';
import type { PlanChange } from '../src/domain/users.ts';

const change = (userId: string, plan: 'free' | 'premium', changedAt: string): PlanChange => ({
  userId,
  plan,
  isPremium: plan === 'premium',
  subscriptionExpiresAt: plan === 'premium' ? '2026-12-27T00:00:00.000Z' : null,
  reason: plan === 'premium' ? 'payment_confirmed' : 'subscription_expired',
  changedAt,
});

describe('plan changes heard for streams that open later', () => {
  it('when changes of one user arrive out of order, then the latest by changedAt is kept', () => {
    const live = createLiveUpdates(() => 0);
    live.heard(change('u1', 'free', '2026-11-27T10:00:02.000Z'));
    live.heard(change('u1', 'premium', '2026-11-27T10:00:01.000Z'));
    expect(live.recentChange('u1')?.plan).toBe('free');
    expect(live.recentChange('u2')).toBeUndefined();
  });

  it('when a minute has passed since a change was heard, then it is forgotten, and later ones are kept', () => {
    let clock = 0;
    const live = createLiveUpdates(() => clock);
    live.heard(change('u1', 'premium', '2026-11-27T10:00:00.000Z'));
    clock = 30_000;
    live.heard(change('u2', 'premium', '2026-11-27T10:00:30.000Z'));
    clock = 60_000;
    expect(live.recentChange('u1')).toBeUndefined();
    expect(live.recentChange('u2')?.plan).toBe('premium');
    clock = 90_000;
    expect(live.recentChange('u2')).toBeUndefined();
  });
});
