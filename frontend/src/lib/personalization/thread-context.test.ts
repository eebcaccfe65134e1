import { describe, expect, it } from 'vitest';
import { generateThread } from '@chainscribe/contracts';
import { LEARNING_HISTORY_LIMIT, readLearningHistory, recordLearning } from './learning-history.ts';
import type { LearningEntry } from './learning-history.ts';
import { buildThreadContext, experienceLevelFor, isDeepDive, isMarketOpen } from './thread-context.ts';
import type { BrowserFacts } from './thread-context.ts';

const entry = (n: number): LearningEntry => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  threadType: n % 2 ? 'token' : 'custom',
  tone: n % 3 ? 'calm' : 'educational',
  length: n % 2 ? 8 : 5,
  hookStyle: 'question',
  topic: `Topic ${n} ${'x'.repeat(300)}`,
  tokenSymbol: n % 2 ? `T${n}` : null,
  includePrice: n % 4 === 0,
  includeCTA: true,
});

const browser: BrowserFacts = {
  timezone: 'Europe/Berlin',
  language: 'de-DE',
  userAgent: 'A'.repeat(2000),
  platform: 'Linux',
  online: true,
  screen: { width: 1920, height: 1080 },
  viewport: { width: 390, height: 844 },
  touch: true,
  pageLoadMs: 812.4,
};

describe('the thread request context (spec §7 call 9, §9)', () => {
  it('when threads accumulate, then the level is beginner up to 3, intermediate up to 10 and expert above 10', () => {
    expect([0, 3, 4, 10, 11, 50].map(experienceLevelFor)).toEqual([
      'beginner',
      'beginner',
      'intermediate',
      'intermediate',
      'expert',
      'expert',
    ]);
  });

  it('when the session passes 300000 ms, then it is a deep dive; the market is open for UTC hours 8 to 22', () => {
    expect([isDeepDive(300_000), isDeepDive(300_001)]).toEqual([false, true]);
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 5, hour, 30));
    expect([7, 8, 15, 22, 23].map((hour) => isMarketOpen(at(hour)))).toEqual([false, true, true, true, false]);
  });

  it('when more than 50 threads are recorded, then only the last 50 are kept', () => {
    for (let n = 1; n <= LEARNING_HISTORY_LIMIT + 5; n += 1) recordLearning(entry(n));
    const history = readLearningHistory();
    expect(history).toHaveLength(LEARNING_HISTORY_LIMIT);
    expect(history[0]?.at).toBe(entry(6).at);
    expect(history[0]?.topic?.length).toBeLessThanOrEqual(200);
  });

  it('when the context is built from a full history and a long user agent, then it fits the contract bounds', () => {
    const history = Array.from({ length: LEARNING_HISTORY_LIMIT }, (_, i) => entry(i + 1));
    const now = new Date(Date.UTC(2026, 0, 5, 9, 0));
    const context = buildThreadContext({
      history,
      now,
      sessionStartedAt: now.getTime() - 400_000,
      browser,
      interactions: { tabSwitches: 3, optionChanges: 9, tokenSearches: 2, timeOnPageMs: 5000 },
    });
    expect(context.userExperienceLevel).toBe('expert');
    expect(context.contextualRelevance).toMatchObject({ marketOpen: true, deepDive: true });
    expect(context.userPreferences).toMatchObject({
      deviceType: 'mobile',
      timezone: 'Europe/Berlin',
      sessionTime: 400_000,
      tones: ['calm', 'educational'],
    });
    const parsed = generateThread.request.safeParse({
      options: {
        threadType: 'custom',
        customTopic: 'x',
        userExperienceLevel: context.userExperienceLevel,
        contextualRelevance: context.contextualRelevance,
      },
      userPreferences: context.userPreferences,
      historicalContext: context.historicalContext,
      realTimeContext: context.realTimeContext,
    });
    expect(parsed.success).toBe(true);
    expect(JSON.stringify(context).length).toBeLessThan(20_000);
  });
});
