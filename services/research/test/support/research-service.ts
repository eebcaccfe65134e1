import { inject } from 'vitest';
import type { RunningService } from '@chainscribe/service-kit';
import { signIdentity, type Identity } from '@chainscribe/service-kit';
import { testInternalKey, uniqueNames } from '@chainscribe/service-kit/testing';
import { startResearch } from '../../src/app.ts';
import { configSchema } from '../../src/config.ts';

export const member: Identity = { userId: 'user-research-1', email: 'writer@example.com', sessionId: 'session-1' };

export interface ResearchUnderTest {
  service: RunningService;
  /** Redis key namespace of this instance. */
  keyPrefix: string;
  call: (method: 'GET' | 'POST', path: string, options?: { body?: unknown; identity?: Identity | null }) => Promise<{ status: number; type: string; body: unknown }>;
}

/** The real service through its composition root on port 0, with real Mongo and Redis. */
export async function startResearchUnderTest(label: string, env: Record<string, string> = {}): Promise<ResearchUnderTest> {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), label);
  const keyPrefix = `t:${names.id}:research:`;
  const config = configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_AUTH_KEY: testInternalKey,
    PORT: '0',
    MONGO_URL: infra.mongoUrl,
    MONGO_DB: names.database('research'),
    REDIS_URL: infra.redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    // Nothing listens here unless a test points MARKET_URL at its stand-in.
    MARKET_URL: 'http://127.0.0.1:9',
    MARKET_TIMEOUT_MS: '1000',
    ...env,
  });
  const service = await startResearch(config);
  return {
    service,
    keyPrefix,
    async call(method, path, options = {}) {
      const pathname = path.split('?')[0] ?? path;
      const identity = options.identity === undefined ? member : options.identity;
      const res = await fetch(`${service.url}${path}`, {
        method,
        headers: {
          ...signIdentity(testInternalKey, { method, path: pathname }, identity),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.json() };
    },
  };
}
