import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { errorCodes, plans, problemSchema, researchTopic } from '@chainscribe/contracts';
import { utcDate, type Identity } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startPrivateRedis, type PrivateEngine } from '../../../test/support/private-engines.ts';
import { startResearchUnderTest, type ResearchUnderTest } from './support/research-service.ts';
import { startLlmStandIn, startMarketStandIn, type StandIn } from './support/stand-ins.ts';

const enrichment = {
  summary: 'Restaking rents Ethereum security to new services.',
  key_points: ['Operators choose which services to secure.'],
  current_trends: ['Slashing policies'],
  trending_hashtags: ['#Restaking'],
  suggested_mentions: [],
};

const person = (userId: string): Identity => ({ userId, email: `${userId}@example.com`, sessionId: `session-${userId}` });
const FREE = plans.free.researchPerDay;
const PREMIUM = plans.premium.researchPerDay;

describe('the daily research budget', () => {
  let llm: StandIn;
  let market: StandIn;
  let svc: ResearchUnderTest;
  let redis: Redis;
  // The service's clock: real time plus a shift the tests move to reach the next UTC day.
  let shiftMs = 0;
  const now = () => new Date(Date.now() + shiftMs);
  const counterKey = (userId: string) => `${svc.keyPrefix}budget:research:${userId}:${utcDate(now())}`;
  const ask = (identity: Identity, topic: string) => svc.call('POST', researchTopic.path, { identity, body: { topic } });

  beforeAll(async () => {
    llm = await startLlmStandIn([{ content: JSON.stringify(enrichment) }]);
    market = await startMarketStandIn();
    svc = await startResearchUnderTest(
      'research-budget',
      { MARKET_URL: market.url, OPENAI_API_KEY: 'sk-test-stand-in', OPENAI_BASE_URL: llm.url, OPENAI_TIMEOUT_MS: '2000' },
      { now },
    );
    redis = new Redis(inject('infra').redisUrl);
  });
  afterAll(async () => {
    await svc?.stop();
    await llm?.close();
    await market?.close();
    redis?.disconnect();
  });

  it(`when a free user has researched ${FREE} times today, then call ${FREE + 1} is refused with 429 and the model is not called; the next UTC day allows again`, async () => {
    const user = person('budget-free');
    // Repeats of one topic come from the cache and still count: every research call costs a unit.
    for (let i = 0; i < FREE; i++) expect((await ask(user, 'restaking on ethereum')).status, `call ${i + 1}`).toBe(200);
    expect(await redis.get(counterKey(user.userId))).toBe(String(FREE));
    const modelCalls = llm.requests.length;
    expect(modelCalls).toBe(1);

    // A fresh topic would reach the model; over budget it must not.
    const refused = await ask(user, 'solana validators and $SOL');
    expect(refused.status).toBe(429);
    expect(refused.type).toContain('application/problem+json');
    const problem = problemSchema.parse(refused.body);
    expect(problem.code).toBe(errorCodes.researchLimitReached);
    const midnight = new Date(Date.UTC(now().getUTCFullYear(), now().getUTCMonth(), now().getUTCDate() + 1)).toISOString();
    expect(problem.error).toBe(
      `Daily research limit reached (${FREE} per day). It resets at 00:00 UTC (${midnight}). Upgrade to premium for more research.`,
    );
    expect(llm.requests).toHaveLength(modelCalls);
    expect(await redis.get(counterKey(user.userId))).toBe(String(FREE));

    shiftMs = 24 * 3600_000;
    try {
      const nextDay = await ask(user, 'solana validators and $SOL');
      expect(nextDay.status).toBe(200);
      expect(llm.requests).toHaveLength(modelCalls + 1);
      expect(await redis.get(counterKey(user.userId))).toBe('1');
    } finally {
      shiftMs = 0;
    }
  });

  it('when the refusal comes, then Retry-After counts the seconds to 00:00 UTC', async () => {
    const user = person('budget-retry');
    await redis.set(counterKey(user.userId), String(FREE), 'EX', 3600);
    const res = await ask(user, 'restaking on ethereum');
    expect(res.status).toBe(429);
    const midnight = Date.UTC(now().getUTCFullYear(), now().getUTCMonth(), now().getUTCDate() + 1);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Math.abs(retryAfter - (midnight - Date.now()) / 1000)).toBeLessThan(5);
  });

  it(`when a premium user researches, then ${PREMIUM} calls are allowed and call ${PREMIUM + 1} is refused without the upgrade hint`, async () => {
    const user = person('budget-premium');
    svc.plans.set(user.userId, 'premium');
    for (let i = 0; i < PREMIUM; i++) expect((await ask(user, 'restaking on ethereum')).status, `call ${i + 1}`).toBe(200);
    const refused = await ask(user, 'restaking on ethereum');
    expect(refused.status).toBe(429);
    const problem = problemSchema.parse(refused.body);
    expect(problem.error).toMatch(new RegExp(`^Daily research limit reached \\(${PREMIUM} per day\\)\\. It resets at 00:00 UTC`));
    expect(problem.error).not.toContain('Upgrade');
    expect(await redis.get(counterKey(user.userId))).toBe(String(PREMIUM));
  }, 60_000);

  it('when a request is invalid, then it is refused with 400 and costs no unit', async () => {
    const user = person('budget-invalid');
    const res = await svc.call('POST', researchTopic.path, { identity: user, body: { topic: 'ab' } });
    expect(res.status).toBe(400);
    expect(await redis.get(counterKey(user.userId))).toBeNull();
  });

  it('when twice the free budget arrives at once, then exactly the budget is answered and the rest get 429', async () => {
    const user = person('budget-burst');
    const answers = await Promise.all(Array.from({ length: FREE * 2 }, () => ask(user, 'restaking on ethereum')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FREE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FREE);
    expect(await redis.get(counterKey(user.userId))).toBe(String(FREE));
  });
});

describe('the daily research budget when accounts cannot say the plan', () => {
  let svc: ResearchUnderTest;
  beforeAll(async () => {
    svc = await startResearchUnderTest('research-budget-noaccounts', { ACCOUNTS_URL: 'http://127.0.0.1:9', ACCOUNTS_TIMEOUT_MS: '300' });
  });
  afterAll(() => svc?.stop());

  it('when accounts is unreachable, then the free budget applies (nothing beyond it is granted)', async () => {
    const user = person('budget-unknown-plan');
    for (let i = 0; i < FREE; i++)
      expect((await svc.call('POST', researchTopic.path, { identity: user, body: { topic: 'defi lending' } })).status).toBe(200);
    const refused = await svc.call('POST', researchTopic.path, { identity: user, body: { topic: 'defi lending' } });
    expect(refused.status).toBe(429);
  });
});

describe('the daily research budget when Redis stalls', () => {
  let redisEngine: PrivateEngine;
  let llm: StandIn;
  let svc: ResearchUnderTest;
  beforeAll(async () => {
    redisEngine = await startPrivateRedis();
    llm = await startLlmStandIn([{ content: JSON.stringify(enrichment) }]);
    svc = await startResearchUnderTest('research-budget-stall', {
      REDIS_URL: redisEngine.url,
      OPENAI_API_KEY: 'sk-test-stand-in',
      OPENAI_BASE_URL: llm.url,
    });
  }, 60_000);
  afterAll(async () => {
    redisEngine?.resume();
    await svc?.stop();
    await llm?.close();
    await redisEngine?.stop();
  }, 30_000);

  it('when the counter cannot answer, then research is refused with 503 within a second and the model is not called; after Redis resumes it answers again', async () => {
    const user = person('budget-stall');
    redisEngine.pause();
    try {
      const started = Date.now();
      const res = await svc.call('POST', researchTopic.path, { identity: user, body: { topic: 'restaking on ethereum' } });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(503);
      expect(res.type).toContain('application/problem+json');
      expect(llm.requests).toHaveLength(0);
    } finally {
      redisEngine.resume();
    }
    const again = await waitFor(
      async () => {
        const res = await svc.call('POST', researchTopic.path, { identity: user, body: { topic: 'restaking on ethereum' } });
        return res.status === 200 ? res : undefined;
      },
      { timeoutMs: 5000, intervalMs: 200, what: 'research to recover after Redis resumes' },
    );
    expect(again.status).toBe(200);
    expect(llm.requests).toHaveLength(1);
  }, 30_000);
});
