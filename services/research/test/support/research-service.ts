import { inject } from 'vitest';
import type { RunningService } from '@chainscribe/service-kit';
import { internalKeyEnv, signIdentity, type Identity } from '@chainscribe/service-kit';
import { testInternalKeys, uniqueNames } from '@chainscribe/service-kit/testing';
import type { PlanId } from '@chainscribe/contracts';
import { startResearch, type ResearchOverrides } from '../../src/app.ts';
import { configSchema } from '../../src/config.ts';
import { startAccountsStandIn } from './stand-ins.ts';

export const member: Identity = { userId: 'user-research-1', email: 'writer@example.com', sessionId: 'session-1' };

export interface ResearchUnderTest {
  service: RunningService;
  /** Redis key namespace of this instance. */
  keyPrefix: string;
  /** What the accounts stand-in says each user's plan is (absent: free). */
  plans: Map<string, PlanId>;
  /** Stops the service and its accounts stand-in. */
  stop: () => Promise<void>;
  call: (
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; identity?: Identity | null },
  ) => Promise<{ status: number; type: string; headers: Headers; body: unknown }>;
}

/** The real service through its composition root on port 0, with real Redis. */
export async function startResearchUnderTest(
  label: string,
  env: Record<string, string> = {},
  overrides: ResearchOverrides = {},
): Promise<ResearchUnderTest> {
  const infra = inject('infra');
  const plans = new Map<string, PlanId>();
  const accounts = await startAccountsStandIn(plans);
  const names = uniqueNames(inject('runId'), label);
  const keyPrefix = `t:${names.id}:cs:research:`;
  const config = configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...internalKeyEnv(testInternalKeys, 'research', ['market', 'accounts']),
    PORT: '0',
    // Research's own Redis user: only its keys, only the commands it uses.
    REDIS_URL: infra.redisUrls.research,
    REDIS_KEY_PREFIX: keyPrefix,
    // Nothing listens here unless a test points MARKET_URL at its stand-in.
    MARKET_URL: 'http://127.0.0.1:9',
    MARKET_TIMEOUT_MS: '1000',
    ACCOUNTS_URL: accounts.url,
    ...env,
  });
  const service = await startResearch(config, overrides);
  return {
    service,
    keyPrefix,
    plans,
    async stop() {
      await service.stop();
      await accounts.close();
    },
    async call(method, path, options = {}) {
      const identity = options.identity === undefined ? member : options.identity;
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const res = await fetch(`${service.url}${path}`, {
        method,
        headers: {
          ...signIdentity(testInternalKeys.research, { method, target: path, body }, identity),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body,
      });
      return { status: res.status, type: res.headers.get('content-type') ?? '', headers: res.headers, body: await res.json() };
    },
  };
}
