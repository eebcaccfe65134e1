import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { authSessionSchema, type AuthSession } from '@chainscribe/contracts';
import { startAnalytics } from '../../services/analytics/src/app.ts';
import { loadServiceConfig as analyticsConfig } from '../../services/analytics/src/config.ts';
import { startGeneration } from '../../services/generation/src/app.ts';
import { loadServiceConfig as generationConfig } from '../../services/generation/src/config.ts';
import { startGenerationWorker } from '../../services/generation/src/worker-app.ts';
import { startPublisher } from '../../services/publisher/src/app.ts';
import { loadServiceConfig as publisherConfig } from '../../services/publisher/src/config.ts';
import { startResearch } from '../../services/research/src/app.ts';
import { loadServiceConfig as researchConfig } from '../../services/research/src/config.ts';
import { refreshCookieOf } from './accounts-session.ts';
import { freePort, startAuthStack } from './stack.ts';

/**
 * Accounts, the gateway and every service that holds user data (generation API and worker,
 * analytics, research, publisher), wired to each other on ports chosen up front: accounts must know where to
 * gather a user's export before those services start.
 */
export async function startUserDataStack(label: string, options: { gatewayEnv?: Record<string, string> } = {}) {
  const ports = { generation: await freePort(), research: await freePort(), analytics: await freePort(), publisher: await freePort() };
  const urlOf = (name: keyof typeof ports) => `http://127.0.0.1:${ports[name]}`;
  const stack = await startAuthStack(label, {
    accountsEnv: {
      GENERATION_URL: urlOf('generation'),
      RESEARCH_URL: urlOf('research'),
      ANALYTICS_URL: urlOf('analytics'),
      PUBLISHER_URL: urlOf('publisher'),
    },
    ...(options.gatewayEnv ? { gatewayEnv: options.gatewayEnv } : {}),
    services: {
      research: (env) => startResearch(researchConfig({ ...env, PORT: String(ports.research) })),
      generation: (env) =>
        startGeneration(generationConfig({ ...env, PORT: String(ports.generation), X_OEMBED_URL: '', RESEARCH_URL: urlOf('research') })),
      'generation-worker': (env) =>
        startGenerationWorker(
          generationConfig({
            ...env,
            MONGO_DB: env.MONGO_DB?.replace('generation-worker', 'generation') ?? '',
            WORKER_PORT: '0',
            X_OEMBED_URL: '',
            RESEARCH_URL: urlOf('research'),
          }),
        ),
      analytics: (env) => startAnalytics(analyticsConfig({ ...env, PORT: String(ports.analytics) })),
      publisher: (env) => startPublisher(publisherConfig({ ...env, PORT: String(ports.publisher), GENERATION_URL: urlOf('generation') })),
    },
  });

  let ip = 0;
  // Each call its own client address: the per-IP sign-in brakes stay out of the way.
  const call = (path: string, init: { token?: string; json?: unknown; method?: string; cookie?: string } = {}) =>
    fetch(`${stack.url}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        'x-forwarded-for': `198.19.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.cookie ? { cookie: `cs_refresh=${init.cookie}` } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });

  const password = 'erase me please 2026';
  async function signUp(prefix: string): Promise<{ email: string; session: AuthSession; refresh: string }> {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
    const res = await call('/api/auth/sign-up', { json: { email, password } });
    expect(res.status, await res.clone().text()).toBe(201);
    return { email, session: authSessionSchema.parse(await res.json()), refresh: refreshCookieOf(res) };
  }

  /** A thread, a tweet, a template, a research call and posting times: data in every service that keeps any. */
  async function leaveTraces(token: string): Promise<{ threadId: string }> {
    const thread = await call('/api/threads/generate', {
      token,
      json: {
        templateId: 'builtin-launch-announcement',
        options: { threadType: 'custom', customTopic: 'restaking on Ethereum', tonePreset: 'educational', hookStyle: 'question' },
        tokenData: null,
      },
    });
    expect(thread.status, await thread.clone().text()).toBe(200);
    const { threadId } = (await thread.json()) as { threadId: string };
    const tweet = await call('/api/tweet/generate-enhanced', {
      token,
      json: { topic: 'stablecoin payments', tone: 'educational', mentions: [], generateMultiple: false },
    });
    expect(tweet.status, await tweet.clone().text()).toBe(200);
    const template = await call('/api/templates', { token, json: { name: 'Mine', category: 'growth', threadId } });
    expect(template.status, await template.clone().text()).toBe(201);
    const research = await call('/api/tweet/research', { token, json: { topic: 'restaking', targetAudience: 'general' } });
    expect(research.status, await research.clone().text()).toBe(200);
    const schedule = await call('/api/publisher/queue/settings', {
      token,
      method: 'PUT',
      json: { timeZone: 'Europe/Berlin', slots: [{ day: 'mon', time: '08:30' }] },
    });
    expect(schedule.status, await schedule.clone().text()).toBe(200);
    return { threadId };
  }

  return { ...stack, ports, call, password, signUp, leaveTraces, database: (name: string) => stack.names.database(name) };
}

export type UserDataStack = Awaited<ReturnType<typeof startUserDataStack>>;
