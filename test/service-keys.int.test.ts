import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, userSchema } from '@chainscribe/contracts';
import { keyedServices, signIdentity, type Identity, type KeyedService, type RunningService } from '@chainscribe/service-kit';
import { testInternalKeys } from '@chainscribe/service-kit/testing';
import { startAnalytics } from '../services/analytics/src/app.ts';
import { loadServiceConfig as analyticsConfig } from '../services/analytics/src/config.ts';
import { startGeneration } from '../services/generation/src/app.ts';
import { loadServiceConfig as generationConfig } from '../services/generation/src/config.ts';
import { startMarket } from '../services/market/src/app.ts';
import { loadServiceConfig as marketConfig } from '../services/market/src/config.ts';
import { startResearch } from '../services/research/src/app.ts';
import { loadServiceConfig as researchConfig } from '../services/research/src/config.ts';
import { startPublisher } from '../services/publisher/src/app.ts';
import { loadServiceConfig as publisherConfig } from '../services/publisher/src/config.ts';
import { startAuthStack } from './support/stack.ts';

/** One signed-in GET per service that reads the caller's own data. */
const probes: Record<Exclude<KeyedService, 'gateway'>, string> = {
  accounts: '/api/users/me',
  generation: '/api/threads/plan',
  research: '/api/tweet/trending-data?topic=restaking',
  market: '/api/tokens/search?q=eth',
  analytics: '/api/analytics',
  publisher: '/api/publisher/x/connection',
};

describe('a key per service', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let token: string;
  let identity: Identity;
  const ip = { 'x-forwarded-for': '203.0.113.61' };

  beforeAll(async () => {
    let marketUrl = '';
    const remember = async (service: Promise<RunningService>) => {
      const running = await service;
      marketUrl = running.url;
      return running;
    };
    stack = await startAuthStack('service-keys', {
      services: {
        market: (env) =>
          remember(startMarket(marketConfig({ ...env, MARKET_OFFLINE: '1', COINGECKO_BASE_URL: '', DEXSCREENER_BASE_URL: '' }))),
        research: (env) => startResearch(researchConfig({ ...env, MARKET_URL: marketUrl })),
        generation: (env) => startGeneration(generationConfig({ ...env, MARKET_URL: marketUrl, X_OEMBED_URL: '' })),
        analytics: (env) => startAnalytics(analyticsConfig(env)),
        publisher: (env) => startPublisher(publisherConfig({ ...env, GENERATION_URL: 'http://127.0.0.1:9' })),
      },
    });
    const email = `keys-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await fetch(`${stack.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ip },
      body: JSON.stringify({ email, password: 'one key each 42' }),
    });
    token = authSessionSchema.parse(await signUp.json()).access_token;
    const me = userSchema.parse(
      await (await fetch(`${stack.url}/api/users/me`, { headers: { authorization: `Bearer ${token}`, ...ip } })).json(),
    );
    identity = { userId: me.clerk_id, email, sessionId: 'session-keys' };
  }, 120_000);
  afterAll(() => stack?.stop(), 60_000);

  const urlOf = (service: keyof typeof probes) => (service === 'accounts' ? stack.accounts.url : (stack.services[service]?.url ?? ''));

  for (const [service, target] of Object.entries(probes) as [keyof typeof probes, string][]) {
    it(`when a call to ${service} is signed with another service's key, then ${service} refuses it with 401; its own key and the gateway get through`, async () => {
      const others = keyedServices.filter((key) => key !== service);
      for (const other of others) {
        const res = await fetch(`${urlOf(service)}${target}`, {
          headers: signIdentity(testInternalKeys[other], { method: 'GET', target }, identity),
        });
        expect(res.status, `${service} with ${other}'s key`).toBe(401);
        expect(await res.json(), `${service} with ${other}'s key`).toMatchObject({ code: 'gateway_signature_invalid' });
      }
      // The controls: the same request with the service's own key, and the gateway's forwarding of it.
      const own = await fetch(`${urlOf(service)}${target}`, {
        headers: signIdentity(testInternalKeys[service], { method: 'GET', target }, identity),
      });
      expect(own.status, `${service} with its own key`).toBe(200);
      const viaGateway = await fetch(`${stack.url}${target}`, { headers: { authorization: `Bearer ${token}`, ...ip } });
      expect(viaGateway.status, `${service} through the gateway`).toBe(200);
    });
  }
});
