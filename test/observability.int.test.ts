import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema } from '@chainscribe/contracts';
import type { RunningService } from '@chainscribe/service-kit';
import { scrape, waitFor, type Scrape } from '@chainscribe/service-kit/testing';
import { startAnalytics } from '../services/analytics/src/app.ts';
import { loadServiceConfig as analyticsConfig } from '../services/analytics/src/config.ts';
import { startGeneration } from '../services/generation/src/app.ts';
import { startGenerationWorker } from '../services/generation/src/worker-app.ts';
import { loadServiceConfig as generationConfig } from '../services/generation/src/config.ts';
import { startMarket } from '../services/market/src/app.ts';
import { loadServiceConfig as marketConfig } from '../services/market/src/config.ts';
import { startResearch } from '../services/research/src/app.ts';
import { loadServiceConfig as researchConfig } from '../services/research/src/config.ts';
import { startAuthStack } from './support/stack.ts';

const metricsPort = { METRICS_PORT: '0' };

/**
 * Every process serves /metrics on a port of its own, and the series move with traffic through the
 * gateway. The processes share one in-process registry here (one Node process), so each figure is
 * read as a difference before/after, on the process that owns it.
 */
describe('metrics of every process', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  const api = (path: string, token?: string, json?: unknown) =>
    fetch(`${stack.url}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.210',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  const metricsOf = (service: RunningService) => {
    if (!service.metricsUrl) throw new Error('no metrics port');
    return scrape(service.metricsUrl);
  };

  beforeAll(async () => {
    stack = await startAuthStack('observe', {
      accountsEnv: metricsPort,
      gatewayEnv: metricsPort,
      services: {
        generation: (env) => startGeneration(generationConfig({ ...env, ...metricsPort, X_OEMBED_URL: '' })),
        'generation-worker': (env) =>
          startGenerationWorker(
            generationConfig({
              ...env,
              ...metricsPort,
              MONGO_DB: env.MONGO_DB?.replace('generation-worker', 'generation') ?? '',
              WORKER_PORT: '0',
              X_OEMBED_URL: '',
            }),
          ),
        analytics: (env) => startAnalytics(analyticsConfig({ ...env, ...metricsPort })),
        market: (env) => startMarket(marketConfig({ ...env, ...metricsPort, COINGECKO_BASE_URL: '', DEXSCREENER_BASE_URL: '' })),
        research: (env) => startResearch(researchConfig({ ...env, ...metricsPort, MARKET_URL: 'http://127.0.0.1:9' })),
      },
    });
  }, 120_000);
  afterAll(() => stack?.stop(), 60_000);

  it('when every process starts, then each has /metrics on its own port, which the gateway does not route', async () => {
    const processes = [stack.gateway, stack.accounts, ...Object.values(stack.services)];
    const urls = processes.map((p) => p.metricsUrl);
    expect(urls.every((u) => u !== undefined && !u.startsWith(`${stack.url}/`))).toBe(true);
    expect(new Set(urls).size).toBe(processes.length);
    for (const p of processes) expect((await metricsOf(p)).series('nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain('# TYPE');
    }
  });

  it("when a user reads the token categories and the trending data, then market's and research's route series move", async () => {
    const market = stack.services.market as RunningService;
    const research = stack.services.research as RunningService;
    const before = { market: await metricsOf(market), research: await metricsOf(research) };
    const signUp = await api('/api/auth/sign-up', undefined, {
      email: `observe-${randomUUID().slice(0, 8)}@example.com`,
      password: 'observe 2026!',
    });
    const session = authSessionSchema.parse(await signUp.json());
    expect((await api('/api/tokens/categories', session.access_token)).status).toBe(200);
    expect((await api('/api/tweet/trending-data?topic=restaking', session.access_token)).status).toBe(200);
    const after = { market: await metricsOf(market), research: await metricsOf(research) };
    const served = (process: 'market' | 'research', route: string) => {
      const labels = { service: process, method: 'GET', route, status: '200' };
      return (
        after[process].value('http_request_duration_seconds_count', labels) -
        before[process].value('http_request_duration_seconds_count', labels)
      );
    };
    expect(served('market', '/api/tokens/categories')).toBe(1);
    expect(served('research', '/api/tweet/trending-data')).toBe(1);
  });

  it('when a user signs up and generates threads until the free limit refuses one, then sign-ups, grants, the refusal, outcomes, the messages the analytics projection handled and HTTP series move', async () => {
    const { gateway, accounts } = stack;
    const generation = stack.services.generation as RunningService;
    const worker = stack.services['generation-worker'] as RunningService;
    const analytics = stack.services.analytics as RunningService;
    const before: Record<string, Scrape> = {
      gateway: await metricsOf(gateway),
      accounts: await metricsOf(accounts),
      generation: await metricsOf(generation),
      worker: await metricsOf(worker),
      analytics: await metricsOf(analytics),
    };
    // The analytics projection's consumer: thread.generated messages its group has handled.
    const projected = (scrape: Scrape | undefined) =>
      (scrape?.series('kafka_consumer_messages_total') ?? [])
        .filter((l) => l.result === 'handled' && l.topic?.endsWith('thread.generated') && l.group?.includes('analytics'))
        .reduce((sum, labels) => sum + (scrape?.value('kafka_consumer_messages_total', labels) ?? 0), 0);

    const signUp = await api('/api/auth/sign-up', undefined, {
      email: `observe-${randomUUID().slice(0, 8)}@example.com`,
      password: 'observe 2026!',
    });
    expect(signUp.status).toBe(201);
    const session = authSessionSchema.parse(await signUp.json());
    const thread = {
      options: {
        threadType: 'custom',
        customTopic: 'restaking on Ethereum',
        tonePreset: 'educational',
        threadLength: 5,
        includePrice: false,
        includeCTA: true,
        hookStyle: 'question',
      },
      tokenData: null,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await api('/api/threads/generate', session.access_token, thread)).status);
    expect(statuses).toEqual([200, 200, 200, 403]);

    const after: Record<string, Scrape> = {
      gateway: await metricsOf(gateway),
      accounts: await metricsOf(accounts),
      generation: await metricsOf(generation),
    };
    after.worker = await waitFor(
      async () => {
        const now = await metricsOf(worker);
        const done =
          now.value('generation_outcomes_total', { kind: 'thread', writer: 'template', outcome: 'succeeded' }) -
          (before.worker?.value('generation_outcomes_total', { kind: 'thread', writer: 'template', outcome: 'succeeded' }) ?? 0);
        return done >= 3 ? now : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 200, what: 'three succeeded outcomes' },
    );
    after.analytics = await waitFor(
      async () => {
        const now = await metricsOf(analytics);
        return projected(now) - projected(before.analytics) >= 3 ? now : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 200, what: 'three threads projected by analytics' },
    );
    expect(projected(after.analytics) - projected(before.analytics)).toBe(3);
    const delta = (process: string, name: string, labels: Record<string, string> = {}) =>
      (after[process]?.value(name, labels) ?? 0) - (before[process]?.value(name, labels) ?? 0);

    expect(delta('accounts', 'founder_sign_ups_total', { method: 'local' })).toBe(1);
    expect(delta('generation', 'daily_limit_decisions_total', { counter: 'threads', plan: 'free', decision: 'granted' })).toBe(3);
    expect(delta('generation', 'daily_limit_decisions_total', { counter: 'threads', plan: 'free', decision: 'refused' })).toBe(1);
    expect(delta('generation', 'generation_requests_total', { kind: 'thread', plan: 'free' })).toBe(3);
    expect(delta('worker', 'generation_outcomes_total', { kind: 'thread', writer: 'template', outcome: 'succeeded', reason: 'none' })).toBe(
      3,
    );
    expect(delta('worker', 'generation_job_queue_wait_seconds_count', { kind: 'thread' })).toBe(3);
    expect(delta('worker', 'generation_job_processing_seconds_count', { kind: 'thread', writer: 'template' })).toBe(3);
    // Golden signals per route template at both hops: 3 answered, 1 refused.
    expect(delta('gateway', 'http_request_duration_seconds_count', { service: 'gateway', route: '/api/threads', status: '200' })).toBe(3);
    expect(delta('gateway', 'http_request_duration_seconds_count', { service: 'gateway', route: '/api/threads', status: '403' })).toBe(1);
    expect(
      delta('generation', 'http_request_duration_seconds_count', {
        service: 'generation',
        method: 'POST',
        route: '/api/threads/generate',
        status: '200',
      }),
    ).toBe(3);
    expect(
      delta('generation', 'http_request_duration_seconds_count', {
        service: 'generation',
        method: 'POST',
        route: '/api/threads/generate',
        status: '403',
      }),
    ).toBe(1);
    // Engines are timed on the request path: the reserve in Redis, the job in MongoDB, the publish to Kafka.
    expect(delta('generation', 'engine_call_duration_seconds_count', { engine: 'redis', outcome: 'ok' })).toBeGreaterThanOrEqual(4);
    expect(
      delta('generation', 'engine_call_duration_seconds_count', { engine: 'mongo', operation: 'insert', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      delta('generation', 'engine_call_duration_seconds_count', { engine: 'kafka', operation: 'publish', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(3);
    // Labels stay bounded: no user id or job id anywhere in a scrape.
    expect(after.gateway?.text).not.toContain(session.user.id);
  }, 90_000);
});
