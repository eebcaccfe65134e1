import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSchema, authSessionSchema, generateThread, generateTweet } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startAnalytics } from '../services/analytics/src/app.ts';
import { loadServiceConfig as analyticsConfig } from '../services/analytics/src/config.ts';
import { startGeneration } from '../services/generation/src/app.ts';
import { startGenerationWorker } from '../services/generation/src/worker-app.ts';
import { loadServiceConfig as generationConfig } from '../services/generation/src/config.ts';
import { startAuthStack } from './support/stack.ts';

/** Sign-up → generation API → Kafka → worker → Kafka → analytics, all real, through the gateway. */
describe('the generation pipeline feeds analytics', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  const api = (path: string, token: string, json?: unknown) =>
    fetch(`${stack.url}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.200' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });

  beforeAll(async () => {
    stack = await startAuthStack('pipeline', {
      services: {
        // Generation's own database is shared by its API and worker entry points.
        generation: (env) => startGeneration(generationConfig({ ...env, X_OEMBED_URL: '' })),
        'generation-worker': (env) =>
          startGenerationWorker(
            generationConfig({
              ...env,
              MONGO_DB: env.MONGO_DB?.replace('generation-worker', 'generation') ?? '',
              WORKER_PORT: '0',
              X_OEMBED_URL: '',
            }),
          ),
        analytics: (env) => startAnalytics(analyticsConfig(env)),
      },
    });
  }, 120_000);
  afterAll(() => stack?.stop(), 60_000);

  it('when a user generates two threads and a tweet, then analytics counts exactly those', async () => {
    const signUp = await fetch(`${stack.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
      body: JSON.stringify({ email: `pipe-${randomUUID().slice(0, 8)}@example.com`, password: 'pipeline 2026!' }),
    });
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
    for (let i = 0; i < 2; i++) {
      const res = await api('/api/threads/generate', session.access_token, thread);
      expect(res.status).toBe(200);
      expect(generateThread.response.parse(await res.json()).thread).toHaveLength(5);
    }
    const tweet = await api('/api/tweet/generate-enhanced', session.access_token, {
      topic: 'stablecoin payments',
      tone: 'educational',
      mentions: [],
      generateMultiple: false,
    });
    expect(tweet.status).toBe(200);
    generateTweet.response.parse(await tweet.json());

    const numbers = await waitFor(
      async () => {
        const res = await api(`/api/analytics?clerk_id=${encodeURIComponent(session.user.id)}`, session.access_token);
        const body = analyticsSchema.parse(await res.json());
        return body.threadGeneration.total === 2 && body.tweetGeneration.total === 1 ? body : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'analytics to count the pipeline' },
    );
    expect(numbers.threadGeneration).toEqual({ total: 2, thisMonth: 2, today: 2, thisWeek: 2 });
    expect(numbers.userActivity).toMatchObject({ daysActive: 1, totalSessions: 1, accountAge: 0 });
    const other = await api(`/api/analytics?clerk_id=someone-else`, session.access_token);
    expect(other.status).toBe(403);
  }, 90_000);
});
