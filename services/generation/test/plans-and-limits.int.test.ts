import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  generateThread,
  generateTweet,
  getThreadPlan,
  getTweetLimit,
  listThreads,
  messages,
  problemSchema,
  topics,
} from '@chainscribe/contracts';
import { createDailyCounter } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { identityOf, premiumUntil, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';

const thread = (topic = 'restaking on Ethereum', extra: Record<string, unknown> = {}) => ({ options: { customTopic: topic, ...extra } });

describe('plans and daily limits', () => {
  let sys: GenerationSystem;
  beforeAll(async () => {
    sys = await startGenerationSystem('gen-limits', {
      accounts: {
        'premium-by-accounts': { plan: 'premium', plan_status: 'active', is_premium: true, subscription_expires_at: premiumUntil() },
      },
    });
  });
  afterAll(() => sys?.stop());

  it('when a free user asks for the plan, then it shows free, 3 left today and the free features', async () => {
    const res = await sys.call('GET', getThreadPlan.path, { identity: identityOf('free-plan-user') });
    expect(res.status).toBe(200);
    const body = getThreadPlan.response.parse(res.body);
    expect(body).toMatchObject({ plan: 'free', isPremium: false, usage: { threadsToday: 0, remaining: 3 } });
    expect(body.features).toEqual({
      dailyLimit: 3,
      maxThreadLength: 8,
      allowedTypes: ['custom'],
      allowedTones: ['educational', 'calm'],
      realtimeData: false,
      advancedHooks: false,
    });
  });

  it('when generation has no plan for a user yet, then it asks accounts once and remembers the answer', async () => {
    const identity = identityOf('premium-by-accounts');
    const asked = () => sys.accounts.requests.filter((r) => r.headers['x-cs-user-id'] === identity.userId).length;
    const first = getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity })).body);
    const second = getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity })).body);
    expect(first).toMatchObject({ plan: 'premium', isPremium: true, features: { dailyLimit: -1 } });
    expect(second.plan).toBe('premium');
    expect(asked()).toBe(1);
  });

  it('when a free user generates 3 threads, then each succeeds and the 4th is refused with the limit message', async () => {
    const identity = identityOf('free-three');
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await sys.call('POST', generateThread.path, { identity, body: thread(`restaking on Ethereum, part ${i + 1}`) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = generateThread.response.parse(res.body);
      expect(body.thread).toHaveLength(5);
      expect(body.enhancedFeatures.aiModel).toBe('template');
      remaining.push(body.usage.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);

    const refused = await sys.call('POST', generateThread.path, { identity, body: thread() });
    expect(refused.status).toBe(403);
    expect(refused.type).toContain('application/problem+json');
    const problem = problemSchema.parse(refused.body);
    expect(problem.error).toBe(messages.threadLimitReached);
    expect(problem.error).toContain('limit');
    expect(problem.code).toBe('thread_limit_reached');

    const plan = getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity })).body);
    expect(plan.usage).toEqual({ threadsToday: 3, remaining: 0 });
    const history = listThreads.response.parse((await sys.call('GET', listThreads.path, { identity })).body);
    expect(history.items).toHaveLength(3);
    expect(history.items[0]?.topic).toBe('restaking on Ethereum, part 3');
  });

  it('when 50 requests arrive at once from a user with 3 left, then exactly 3 succeed and 47 hit the limit', async () => {
    const identity = identityOf('free-burst');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sys.call('POST', generateThread.path, { identity, body: thread(`burst ${i}`) })),
    );
    const succeeded = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 403);
    expect(succeeded).toHaveLength(3);
    expect(limited).toHaveLength(47);
    for (const r of succeeded) expect(generateThread.response.parse(r.body).thread).toHaveLength(5);
    for (const r of limited) expect(problemSchema.parse(r.body).error).toContain('limit');
    const redis = sys.api.deps.redis;
    if (!redis) throw new Error('the API has no Redis connection');
    const counter = createDailyCounter(redis, { prefix: `${sys.env.REDIS_KEY_PREFIX}cs:generation:threads` });
    expect(await counter.used(identity.userId)).toBe(3);
    const history = listThreads.response.parse((await sys.call('GET', listThreads.path, { identity })).body);
    expect(history.items).toHaveLength(3);
  });

  it('when a free user sends a premium-only option, then it is refused with a premium message and no quota is used', async () => {
    const identity = identityOf('free-premium-option');
    const probe = await sys.probe([topics.generationRequested]);
    for (const extra of [{ tonePreset: 'degen' }, { hookStyle: 'bold' }, { threadLength: 12 }, { includePrice: true }]) {
      const res = await sys.call('POST', generateThread.path, { identity, body: thread('restaking', extra) });
      expect(res.status).toBe(403);
      const problem = problemSchema.parse(res.body);
      expect(problem.error).toContain('premium');
      expect(problem.code).toBe('premium_required');
    }
    const token = await sys.call('POST', generateThread.path, { identity, body: { options: { threadType: 'token', tokenSymbol: 'SOL' } } });
    expect(problemSchema.parse(token.body).errors?.map((e) => e.path)).toEqual(['options.threadType']);
    const plan = getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity })).body);
    expect(plan.usage.threadsToday).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(probe.seen.filter((e) => e.subject === identity.userId)).toEqual([]);
    await probe.stop();
  });

  it('when a request is malformed, then it is a 400 problem with the field named', async () => {
    const res = await sys.call('POST', generateThread.path, {
      identity: identityOf('bad-input'),
      body: { options: { threadType: 'custom', threadLength: 7, customTopic: 'x' } },
    });
    expect(res.status).toBe(400);
    expect(problemSchema.parse(res.body).errors?.[0]?.path).toBe('options.threadLength');
    const noTopic = await sys.call('POST', generateThread.path, { identity: identityOf('bad-input'), body: { options: {} } });
    expect(problemSchema.parse(noTopic.body).error).toBe(messages.enterTopic);
  });

  it('when a payment makes the user premium (user.plan_changed), then the plan call shows premium and unlimited, and premium options work', async () => {
    const identity = identityOf('upgrading-user');
    await sys.publish(
      createEvent(
        'user.registered',
        {
          userId: identity.userId,
          email: identity.email,
          plan: 'free',
          source: 'local',
          registeredAt: new Date(Date.now() - 60_000).toISOString(),
        },
        { key: identity.userId, producer: 'accounts', occurredAt: new Date() },
      ),
    );
    // The projection comes from the event, before any call: accounts never needs to be asked.
    await waitFor(
      async () => (await sys.api.deps.mongo?.collection('user_plans').findOne({ _id: identity.userId as never }))?.source === 'event',
      { timeoutMs: 20_000, what: 'user.registered projected' },
    );
    expect(getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity })).body).plan).toBe('free');
    await sys.publish(
      createEvent(
        'user.plan_changed',
        {
          userId: identity.userId,
          plan: 'premium',
          isPremium: true,
          subscriptionExpiresAt: premiumUntil(),
          reason: 'payment_confirmed',
          changedAt: new Date().toISOString(),
        },
        { key: `charge-${identity.userId}`, producer: 'accounts', occurredAt: new Date() },
      ),
    );
    const plan = await waitFor(
      async () => {
        const body = getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity })).body);
        return body.plan === 'premium' ? body : undefined;
      },
      { timeoutMs: 20_000, what: 'premium plan' },
    );
    expect(plan).toMatchObject({
      isPremium: true,
      usage: { remaining: -1 },
      features: { dailyLimit: -1, maxThreadLength: 15, realtimeData: true, advancedHooks: true },
    });
    const res = await sys.call('POST', generateThread.path, {
      identity,
      body: {
        options: { threadType: 'token', tokenSymbol: 'SOL', tonePreset: 'degen', hookStyle: 'stat', threadLength: 12, includePrice: true },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = generateThread.response.parse(res.body);
    expect(body.thread).toHaveLength(12);
    expect(body.usage.remaining).toBe(-1);
    // Accounts was never asked for the plan: the events told generation everything. (Generation does ask
    // for the user's settings, whether personalisation is on; that is not the plan.)
    const askedForPlan = sys.accounts.requests.filter(
      (r) => r.headers['x-cs-user-id'] === identity.userId && !r.url.startsWith('/api/users/me/settings'),
    );
    expect(askedForPlan).toHaveLength(0);
  });

  it('when an older event arrives after a newer one, or a subscription has expired, then the user is free', async () => {
    const identity = identityOf('lapsed-user');
    const changed = (isPremium: boolean, expires: string | null, at: Date) =>
      createEvent(
        'user.plan_changed',
        {
          userId: identity.userId,
          plan: isPremium ? 'premium' : 'free',
          isPremium,
          subscriptionExpiresAt: expires,
          reason: isPremium ? 'payment_confirmed' : 'subscription_expired',
          changedAt: at.toISOString(),
        },
        { key: `${identity.userId}:${at.getTime()}`, producer: 'accounts', occurredAt: at },
      );
    const now = Date.now();
    await sys.publish(changed(false, null, new Date(now - 1000)));
    await sys.publish(changed(true, premiumUntil(), new Date(now - 5000)));
    await sys.publish(changed(true, new Date(now - 60_000).toISOString(), new Date(now - 10_000)));
    const projection = () => sys.api.deps.mongo?.collection('user_plans').findOne({ _id: identity.userId as never });
    await waitFor(async () => ((await projection())?.version as Date | undefined)?.getTime() === now - 1000, {
      what: 'the newest plan event applied',
    });
    expect(getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity })).body).plan).toBe('free');

    const expired = identityOf('expired-user');
    await sys.publish(
      createEvent(
        'user.plan_changed',
        {
          userId: expired.userId,
          plan: 'premium',
          isPremium: true,
          subscriptionExpiresAt: new Date(now - 1000).toISOString(),
          reason: 'payment_confirmed',
          changedAt: new Date(now - 31 * 24 * 3600_000).toISOString(),
        },
        { key: `old-${expired.userId}`, producer: 'accounts', occurredAt: new Date() },
      ),
    );
    await waitFor(
      async () => (await sys.api.deps.mongo?.collection('user_plans').findOne({ _id: expired.userId as never }))?.plan === 'premium',
      { what: 'expired premium stored' },
    );
    expect(getThreadPlan.response.parse((await sys.call('GET', getThreadPlan.path, { identity: expired })).body).plan).toBe('free');
  });

  it('when a free user writes 5 tweets, then the 6th is refused with the tweet limit message and the limit call says 0', async () => {
    const identity = identityOf('free-tweeter');
    const before = getTweetLimit.response.parse((await sys.call('GET', getTweetLimit.path, { identity })).body);
    expect(before).toMatchObject({ remaining: 5, limit: 5, used: 0 });
    expect(new Date(before.resetsAt).toISOString().endsWith('T00:00:00.000Z')).toBe(true);
    for (let i = 0; i < 5; i++) {
      const res = await sys.call('POST', generateTweet.path, {
        identity,
        body: { topic: `restaking ${i}`, options: { useResearchData: false } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(generateTweet.response.parse(res.body).remaining).toBe(4 - i);
    }
    const refused = await sys.call('POST', generateTweet.path, { identity, body: { topic: 'restaking' } });
    expect(refused.status).toBe(403);
    expect(problemSchema.parse(refused.body)).toMatchObject({ error: messages.tweetLimitReached, code: 'tweet_limit_reached' });
    expect(getTweetLimit.response.parse((await sys.call('GET', getTweetLimit.path, { identity })).body).remaining).toBe(0);
  });
});
