import { signIdentity, type RunningService } from '@chainscribe/service-kit';
import { testInternalKeys } from '@chainscribe/service-kit/testing';
import { startMarket } from '../../src/app.ts';
import { configSchema } from '../../src/config.ts';

const identity = { userId: 'user-1', email: 'writer@example.com', sessionId: 'session-1' };

export interface MarketUnderTest {
  service: RunningService;
  /** GET through the front door, signed as the gateway signs it. */
  get(pathAndQuery: string): Promise<{ status: number; body: unknown; contentType: string | null }>;
  stop(): Promise<void>;
}

/** Starts the real market service (composition root, port 0) with test settings over `env`. */
export async function startMarketUnderTest(env: Record<string, string>): Promise<MarketUnderTest> {
  const config = configSchema.parse({
    INTERNAL_AUTH_KEY: testInternalKeys.market,
    PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    MARKET_UPSTREAM_TIMEOUT_MS: '2000',
    ...env,
  });
  const service = await startMarket(config);
  return {
    service,
    async get(pathAndQuery) {
      const response = await fetch(`${service.url}${pathAndQuery}`, {
        headers: signIdentity(testInternalKeys.market, { method: 'GET', target: pathAndQuery }, identity),
      });
      return { status: response.status, body: await response.json(), contentType: response.headers.get('content-type') };
    },
    stop: () => service.stop('test'),
  };
}
