import { describe, expect, it } from 'vitest';
import {
  clampThreadOptions,
  planFeatures,
  plans,
  resolvePlanId,
  threadLengthsFor,
  threadOptionViolations,
  type PlanGatedThreadOptions,
} from '../src/index.ts';

const premiumOptions: PlanGatedThreadOptions = {
  threadType: 'token',
  tonePreset: 'degen',
  threadLength: 15,
  includePrice: true,
  hookStyle: 'stat',
};

describe('plans', () => {
  it.each([
    ['premium', 'premium'],
    ['pro', 'premium'],
    ['paid', 'premium'],
    [' PRO ', 'premium'],
    ['free', 'free'],
    ['basic', 'free'],
    ['', 'free'],
    [null, 'free'],
    [undefined, 'free'],
  ] as const)('when the raw plan is %j, then it resolves to %s', (raw, expected) => {
    expect(resolvePlanId(raw)).toBe(expected);
  });

  it('when asking free plan features, then they match the catalogue of the spec', () => {
    expect(planFeatures('free')).toEqual({
      dailyLimit: 3,
      maxThreadLength: 8,
      allowedTypes: ['custom'],
      allowedTones: ['educational', 'calm'],
      realtimeData: false,
      advancedHooks: false,
    });
    expect(plans.free.tweetsPerDay).toBe(5);
    expect(plans.free.price.amount).toBe(0);
  });

  it('when asking premium plan features, then everything is unlimited and allowed', () => {
    expect(planFeatures('premium')).toEqual({
      dailyLimit: -1,
      maxThreadLength: 15,
      allowedTypes: ['custom', 'token', 'trend'],
      allowedTones: ['educational', 'calm', 'degen', 'hype', 'shill'],
      realtimeData: true,
      advancedHooks: true,
    });
    expect(plans.premium.tweetsPerDay).toBe(-1);
    expect(plans.premium.price).toEqual({ amount: 9.99, currency: 'USD', billingPeriod: 'monthly', periodDays: 30 });
  });

  it.each([
    [1, [5]],
    [5, [5]],
    [8, [5, 8]],
    [11, [5, 8]],
    [12, [5, 8, 12]],
    [15, [5, 8, 12, 15]],
    [100, [5, 8, 12, 15]],
  ])('when the maximum thread length is %i, then the offered lengths are %j', (max, lengths) => {
    expect(threadLengthsFor(max)).toEqual(lengths);
  });

  it('when a free user picks premium options, then every one is reported with a premium message', () => {
    const violations = threadOptionViolations(planFeatures('free'), premiumOptions);
    expect(violations.map((v) => v.path)).toEqual([
      'options.threadType',
      'options.tonePreset',
      'options.threadLength',
      'options.includePrice',
      'options.hookStyle',
    ]);
    for (const violation of violations) expect(violation.message).toContain('premium');
  });

  it('when a premium user picks premium options, then nothing is reported', () => {
    expect(threadOptionViolations(planFeatures('premium'), premiumOptions)).toEqual([]);
  });

  it('when a free plan loads, then premium options fall back as the spec describes', () => {
    expect(clampThreadOptions(planFeatures('free'), { ...premiumOptions, threadLength: 12 })).toEqual({
      threadType: 'custom',
      tonePreset: 'educational',
      threadLength: 8,
      includePrice: false,
      hookStyle: 'question',
    });
  });
});
