import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '@chainscribe/service-kit';
import { startAccounts } from '../services/accounts/src/app.ts';
import { loadServiceConfig as accountsConfig } from '../services/accounts/src/config.ts';
import { startAnalytics } from '../services/analytics/src/app.ts';
import { loadServiceConfig as analyticsConfig } from '../services/analytics/src/config.ts';
import { startGeneration } from '../services/generation/src/app.ts';
import { loadServiceConfig as generationConfig } from '../services/generation/src/config.ts';
import { startGenerationWorker } from '../services/generation/src/worker-app.ts';
import { startMarket } from '../services/market/src/app.ts';
import { loadServiceConfig as marketConfig } from '../services/market/src/config.ts';
import { startResearch } from '../services/research/src/app.ts';
import { loadServiceConfig as researchConfig } from '../services/research/src/config.ts';
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { createTestTopics, stackEnv, ownCredentials } from './support/stack.ts';

/** An IPv4 address of this machine other than loopback, when it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;

// Nothing listens on port 9 (discard): the services under test only need the address of their peers.
const nowhere = 'http://127.0.0.1:9';

type Env = Record<string, string>;
/** Every process as its start.ts builds it: its own config loader, its own composition root. */
const processes: Record<string, { config: (env: Env) => { HOST: string }; start: (env: Env) => Promise<RunningService> }> = {
  accounts: { config: accountsConfig, start: (env) => startAccounts(accountsConfig(env)) },
  generation: { config: generationConfig, start: (env) => startGeneration(generationConfig({ ...env, ACCOUNTS_URL: nowhere })) },
  'generation-worker': {
    config: generationConfig,
    start: (env) =>
      startGenerationWorker(generationConfig({ ...env, WORKER_PORT: '0', KAFKA_SESSION_TIMEOUT_MS: '6000', X_OEMBED_URL: '' })),
  },
  research: {
    config: researchConfig,
    start: (env) => startResearch(researchConfig({ ...env, MARKET_URL: nowhere, ACCOUNTS_URL: nowhere })),
  },
  market: {
    config: marketConfig,
    start: (env) => startMarket(marketConfig({ ...env, MARKET_OFFLINE: '1', COINGECKO_BASE_URL: '', DEXSCREENER_BASE_URL: '' })),
  },
  analytics: { config: analyticsConfig, start: (env) => startAnalytics(analyticsConfig(env)) },
  gateway: { config: loadGatewayConfig, start: (env) => startGateway(loadGatewayConfig({ ...env, ACCOUNTS_URL: nowhere })) },
};

async function healthAt(host: string, port: number): Promise<number | string> {
  try {
    return (await fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(3000) })).status;
  } catch (err) {
    return String((err as Error & { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
  }
}

describe('bind address', () => {
  const { infra, names, common } = stackEnv('bind');
  beforeAll(() => createTestTopics(infra.kafkaBrokers, names.topicPrefix));
  const running = new Set<RunningService>();
  afterAll(async () => {
    await Promise.allSettled([...running].map((r) => r.stop('test')));
  });
  const stop = async (service: RunningService) => {
    running.delete(service);
    await service.stop('test');
  };

  async function startOn(name: string, host: string | undefined): Promise<{ address: AddressInfo; service: RunningService }> {
    const spec = processes[name];
    if (!spec) throw new Error(`no process ${name}`);
    const env: Env = {
      ...common,
      ...ownCredentials(name),
      MONGO_DB: names.database(name.replace('-', '_')),
      ...(host === undefined ? {} : { HOST: host }),
    };
    const service = await spec.start(env);
    running.add(service);
    return { address: service.server.address() as AddressInfo, service };
  }

  for (const name of Object.keys(processes)) {
    it(`when ${name} is started with HOST=0.0.0.0 or a non-loopback address, then it listens exactly there (and on loopback when HOST is unset)`, async () => {
      // Unset: loopback, so a laptop does not expose its dev stack.
      expect(processes[name]?.config({ ...common, ...ownCredentials(name) }).HOST).toBe('127.0.0.1');

      const all = await startOn(name, '0.0.0.0');
      expect(all.address.address).toBe('0.0.0.0');
      expect(await healthAt('127.0.0.1', all.address.port)).toBe(200);
      if (outsideAddress) expect(await healthAt(outsideAddress, all.address.port)).toBe(200);
      await stop(all.service);

      if (!outsideAddress) return;
      const one = await startOn(name, outsideAddress);
      expect(one.address.address).toBe(outsideAddress);
      expect(await healthAt(outsideAddress, one.address.port)).toBe(200);
      // Bound to that address only: loopback does not answer on the port.
      expect(await healthAt('127.0.0.1', one.address.port)).toBe('ECONNREFUSED');
      await stop(one.service);
    });
  }

  it('when the images are built, then every process in them listens on 0.0.0.0 (as compose and the Kubernetes ConfigMap set it)', () => {
    for (const dockerfile of ['service.Dockerfile', 'gateway.Dockerfile']) {
      const text = readFileSync(join(import.meta.dirname, '..', 'deploy', 'docker', dockerfile), 'utf8');
      expect(text, dockerfile).toMatch(/^ENV (?:[^\n]*\\\n)*?\s*HOST=0\.0\.0\.0\b/m);
    }
  });
});
