import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, createEvent, generateThread, jobAcceptedSchema, problemSchema } from '@chainscribe/contracts';
import { engineBusyMessage } from '@chainscribe/service-kit';
import { startGeneration } from '../services/generation/src/app.ts';
import { loadServiceConfig as generationConfig } from '../services/generation/src/config.ts';
import { startGenerationWorker } from '../services/generation/src/worker-app.ts';
import { startPrivateMongo, startPrivateRedis, type PrivateEngine } from './support/private-engines.ts';
import { producerAs, startAuthStack } from './support/stack.ts';

const thread = {
  options: { threadType: 'custom', customTopic: 'restaking risks', tonePreset: 'educational', threadLength: 5, hookStyle: 'question' },
  tokenData: null,
};

/**
 * The system through the gateway with a Redis and a MongoDB of this file's own (FerretDB from the
 * launcher's cached binary), which the tests pause with SIGSTOP and resume with SIGCONT. Kafka is
 * the shared broker (never paused here). Figures are printed so the report can quote them.
 */
describe('engines stall, the product answers', () => {
  let redis: PrivateEngine;
  let mongo: PrivateEngine;
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let token: string;

  const api = async (method: 'GET' | 'POST', path: string, json?: unknown, as = token) => {
    const started = performance.now();
    const res = await fetch(`${stack.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as}`, 'x-forwarded-for': '203.0.113.77' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      body: text ? (JSON.parse(text) as unknown) : null,
      ms: performance.now() - started,
    };
  };
  const readyz = async (url: string) => {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: (await res.json()) as { status: string; failing?: string[] } };
  };
  /**
   * Polls the plan (gateway → generation API → Redis counter and MongoDB projection) until it answers
   * again and answers the time since `from`; then a thread must go through end to end. The bound is
   * on the engines' recovery, not on how fast a loaded machine's worker writes the thread.
   */
  const recovery = async (from: number) => {
    let recoveredMs: number | undefined;
    while (recoveredMs === undefined) {
      const res = await api('GET', '/api/threads/plan');
      if (res.status === 200) recoveredMs = performance.now() - from;
      else if (performance.now() - from > 20_000)
        throw new Error(`no recovery after 20 s: last answer ${res.status} ${JSON.stringify(res.body)}`);
      else await new Promise((r) => setTimeout(r, 100));
    }
    const generated = await api('POST', generateThread.path, thread);
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    return recoveredMs;
  };
  const signUp = async () => {
    const res = await fetch(`${stack.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email: `stall-${randomUUID().slice(0, 8)}@example.com`, password: 'stalled engines 2026!' }),
    });
    return authSessionSchema.parse(await res.json()).access_token;
  };
  const threadsToday = async () => ((await api('GET', '/api/threads/plan')).body as { usage: { threadsToday: number } }).usage.threadsToday;

  beforeAll(async () => {
    [redis, mongo] = await Promise.all([startPrivateRedis(), startPrivateMongo()]);
    const engines = { REDIS_URL: redis.url, MONGO_URL: mongo.url };
    stack = await startAuthStack('stalls', {
      accountsEnv: engines,
      gatewayEnv: { REDIS_URL: redis.url },
      services: {
        generation: (env) => startGeneration(generationConfig({ ...env, ...engines, X_OEMBED_URL: '' })),
        'generation-worker': (env) =>
          startGenerationWorker(
            generationConfig({
              ...env,
              ...engines,
              MONGO_DB: env.MONGO_DB?.replace('generation-worker', 'generation') ?? '',
              WORKER_PORT: '0',
              X_OEMBED_URL: '',
            }),
          ),
      },
    });
    token = await signUp();
    // Warm: the plan is known and one thread went through, so later timings measure the stall only.
    expect((await api('POST', generateThread.path, thread)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await Promise.allSettled([redis?.stop(), mongo?.stop()]);
  }, 60_000);

  it('when Redis is paused, then a signed-in call answers 503 problem+json within 1 s, nothing is granted, /readyz names redis, and all recovers within 5 s of resuming', async () => {
    const before = await threadsToday();
    redis.pause();
    try {
      const generate = await api('POST', generateThread.path, thread);
      const plan = await api('GET', '/api/threads/plan');
      for (const res of [generate, plan]) {
        expect(res.status, JSON.stringify(res.body)).toBe(503);
        expect(res.type).toContain('application/problem+json');
        expect(problemSchema.parse(res.body)).toMatchObject({ status: 503, error: engineBusyMessage, code: 'unavailable' });
        expect(res.ms).toBeLessThan(1000);
      }
      const generationReady = await readyz(stack.services.generation?.url ?? '');
      expect(generationReady).toMatchObject({ status: 503, body: { status: 'not_ready', failing: ['redis'] } });
      expect((await readyz(stack.url)).status).toBe(503);
      console.log(`redis paused: generate 503 in ${generate.ms.toFixed(0)} ms, plan 503 in ${plan.ms.toFixed(0)} ms`);
    } finally {
      redis.resume();
    }
    const recoveredMs = await recovery(performance.now());
    console.log(`redis resumed: the plan answers again after ${recoveredMs.toFixed(0)} ms`);
    expect(recoveredMs).toBeLessThan(5000);
    expect((await readyz(stack.services.generation?.url ?? '')).status).toBe(200);
    // Fail closed: the stalled call granted nothing; the one thread since is the only new unit.
    expect(await threadsToday()).toBe(before + 1);
  }, 60_000);

  it('when MongoDB is paused, then a signed-in call answers 503 problem+json within 2 s, /readyz names mongo, and all recovers within 5 s of resuming', async () => {
    const before = await threadsToday();
    mongo.pause();
    try {
      const plan = await api('GET', '/api/threads/plan');
      const generate = await api('POST', generateThread.path, thread);
      for (const res of [plan, generate]) {
        expect(res.status, JSON.stringify(res.body)).toBe(503);
        expect(res.type).toContain('application/problem+json');
        expect(problemSchema.parse(res.body)).toMatchObject({ status: 503, error: engineBusyMessage });
        expect(res.ms).toBeLessThan(2000);
      }
      for (const url of [stack.services.generation?.url ?? '', stack.accounts.url]) {
        expect(await readyz(url)).toMatchObject({ status: 503, body: { status: 'not_ready', failing: ['mongo'] } });
      }
      console.log(`mongo paused: plan 503 in ${plan.ms.toFixed(0)} ms, generate 503 in ${generate.ms.toFixed(0)} ms`);
    } finally {
      mongo.resume();
    }
    const recoveredMs = await recovery(performance.now());
    console.log(`mongo resumed: the plan answers again after ${recoveredMs.toFixed(0)} ms`);
    expect(recoveredMs).toBeLessThan(5000);
    expect((await readyz(stack.services.generation?.url ?? '')).status).toBe(200);
    expect(await threadsToday()).toBe(before + 1);
  }, 60_000);
  it('when MongoDB stalls while a generate call waits for its worker, then the call answers 202 with the job to follow within 2 s instead of hanging', async () => {
    // No worker: the call would wait its full 25 s for a result that cannot come.
    await stack.services['generation-worker']?.stop('test');
    const other = await signUp();
    const waiting = api('POST', generateThread.path, thread, other);
    await new Promise((r) => setTimeout(r, 500));
    mongo.pause();
    const pausedAt = performance.now();
    let answer: Awaited<typeof waiting>;
    try {
      answer = await waiting;
    } finally {
      mongo.resume();
    }
    const afterPauseMs = performance.now() - pausedAt;
    console.log(`mongo paused under a waiting generate call: 202 ${afterPauseMs.toFixed(0)} ms after the pause`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const accepted = jobAcceptedSchema.parse(answer.body);
    expect(afterPauseMs).toBeLessThan(2000);
    const job = await api('GET', accepted.statusUrl, undefined, other);
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ id: accepted.jobId, status: 'queued' });
  }, 60_000);

  it('when a new event stream waits on a slow MongoDB for the user row and the plan changes meanwhile, then the stream sends the row and then the change', async () => {
    const session = await fetch(`${stack.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
      body: JSON.stringify({ email: `stream-${randomUUID().slice(0, 8)}@example.com`, password: 'stalled engines 2026!' }),
    }).then(async (res) => authSessionSchema.parse(await res.json()));
    const userId = session.user.id;
    // accounts' own credentials: the change arrives as accounts publishes it after a payment.
    const producer = await producerAs('accounts', 'plan-change');
    try {
      mongo.pause();
      let stream: Promise<Response>;
      try {
        stream = fetch(`${stack.url}/api/users/me/events`, {
          headers: { authorization: `Bearer ${session.access_token}`, 'x-forwarded-for': '203.0.113.78' },
        });
        // The stream is reading the row (MongoDB answers nothing) when the plan changes.
        await new Promise((r) => setTimeout(r, 300));
        const changed = createEvent(
          'user.plan_changed',
          {
            userId,
            plan: 'premium',
            isPremium: true,
            subscriptionExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            reason: 'payment_confirmed',
            changedAt: new Date().toISOString(),
          },
          { key: `stream-race-${userId}`, producer: 'accounts', occurredAt: new Date() },
        );
        await producer.send({
          topic: `${stack.names.topicPrefix}user.plan_changed`,
          acks: -1,
          messages: [{ key: userId, value: JSON.stringify(changed), headers: { 'event-type': changed.type } }],
        });
        // Long enough for accounts to take the change off Kafka, short of MongoDB's 1.5 s deadline.
        await new Promise((r) => setTimeout(r, 500));
      } finally {
        mongo.resume();
      }
      const res = await stream;
      expect(res.status).toBe(200);
      const reader = res.body?.getReader();
      if (!reader) throw new Error('no stream body');
      let text = '';
      const deadline = Date.now() + 5_000;
      while (!text.includes('event: plan_changed') && Date.now() < deadline) {
        const next = await Promise.race([
          reader.read(),
          new Promise<undefined>((r) => setTimeout(() => r(undefined), deadline - Date.now())),
        ]);
        if (!next || next.done) break;
        text += Buffer.from(next.value).toString('utf8');
      }
      await reader.cancel();
      const events = [...text.matchAll(/^event: (.+)\ndata: (.+)$/gm)].map(([, event, data]) => ({
        event,
        isPremium: (JSON.parse(data ?? '{}') as { is_premium?: boolean }).is_premium,
      }));
      expect(events).toEqual([
        { event: 'user', isPremium: false },
        { event: 'plan_changed', isPremium: true },
      ]);
    } finally {
      await producer.disconnect();
    }
  });
});
