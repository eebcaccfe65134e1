import { describe, expect, it } from 'vitest';
import { isPremium, planOf, planStatusOf } from '../src/domain/premium.ts';

const now = new Date('2026-11-21T12:00:00Z');
const free = { is_premium: false, plan: 'free', status: 'active', subscription_expires_at: null };

describe('premium inference (spec §4)', () => {
  it.each([
    ['is_premium true', { is_premium: true }],
    ['is_premium 1', { is_premium: 1 }],
    ["is_premium '1'", { is_premium: '1' }],
    ["is_premium 'true'", { is_premium: 'true' }],
    ['plan premium', { plan: 'premium' }],
    ['plan pro', { plan: 'pro' }],
    ['plan paid', { plan: 'paid' }],
    ['status premium', { status: 'premium' }],
    ['status pro', { status: 'pro' }],
    ['status paid', { status: 'paid' }],
    ['plan_status premium (older sync variant)', { plan_status: 'premium' }],
    ['subscription in the future', { subscription_expires_at: new Date('2026-11-21T12:00:01Z') }],
  ])('when %s, then the user is premium', (_label, facts) => {
    expect(isPremium({ ...free, ...facts }, now)).toBe(true);
    expect(planOf({ ...free, ...facts }, now)).toBe('premium');
    expect(planStatusOf({ ...free, ...facts }, now)).toBe('active');
  });

  it.each([
    ['a plain free row', {}],
    ["is_premium 'false'", { is_premium: 'false' }],
    ['is_premium 0', { is_premium: 0 }],
    ['plan basic', { plan: 'basic' }],
    ['status active with plan free', { status: 'active' }],
  ])('when %s, then the user is free', (_label, facts) => {
    expect(isPremium({ ...free, ...facts }, now)).toBe(false);
    expect(planStatusOf({ ...free, ...facts }, now)).toBe('free');
  });

  it('when the subscription expired (even by a second), then the user is free again and the status says expired', () => {
    const expired = { ...free, subscription_expires_at: new Date('2026-11-21T11:59:59Z') };
    expect(isPremium(expired, now)).toBe(false);
    expect(planOf(expired, now)).toBe('free');
    expect(planStatusOf(expired, now)).toBe('expired');
    expect(isPremium({ ...free, subscription_expires_at: now }, now)).toBe(false);
  });
});
