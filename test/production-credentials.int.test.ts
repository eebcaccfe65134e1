import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declaredVariables, internalKeyVariable, loadConfig, type KeyedService } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import type { z } from 'zod';
import { configSchema as gatewaySchema } from '../gateway/src/config.ts';
import { configSchema as accountsSchema } from '../services/accounts/src/config.ts';
import { configSchema as analyticsSchema } from '../services/analytics/src/config.ts';
import { configSchema as generationSchema } from '../services/generation/src/config.ts';
import { configSchema as marketSchema } from '../services/market/src/config.ts';
import { configSchema as researchSchema } from '../services/research/src/config.ts';
import { configSchema as publisherSchema } from '../services/publisher/src/config.ts';
import { processes, type ProcessSpec } from '../scripts/processes.ts';
import { deriveVapidKeys } from '../services/accounts/src/domain/vapid.ts';

// A production accounts process needs its Web Push keys (not a credential the test takes away).
const vapid = deriveVapidKeys('production-credentials-test');
import { createTestTopics, freePort, ownCredentials, productionMongoUrl, stackEnv } from './support/stack.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const schemas: Record<KeyedService, z.ZodType> = {
  gateway: gatewaySchema,
  accounts: accountsSchema,
  generation: generationSchema,
  research: researchSchema,
  market: marketSchema,
  analytics: analyticsSchema,
  publisher: publisherSchema,
};
const random = () => randomBytes(36).toString('base64url');

/** The engines a process logs in to, read from the variables its config declares. */
function enginesOf(spec: ProcessSpec) {
  const declared = declaredVariables(schemas[spec.key]);
  return { kafka: declared.has('KAFKA_BROKERS'), redis: declared.has('REDIS_URL'), mongo: declared.has('MONGO_URL') };
}

/**
 * Everything a production process needs, each credential its own; the engines point at port 9,
 * where nothing listens, so a process that got past its configuration would hang, not start.
 */
function completeEnv(spec: ProcessSpec): Record<string, string> {
  const engines = enginesOf(spec);
  const user = spec.key;
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    WORKER_PORT: '0',
    INTERNAL_AUTH_KEY: random(),
    ...Object.fromEntries(spec.calls.map((target) => [internalKeyVariable(target), random()])),
    ...(engines.kafka ? { KAFKA_BROKERS: '127.0.0.1:9', KAFKA_USERNAME: user, KAFKA_PASSWORD: random() } : {}),
    ...(engines.redis ? { REDIS_URL: `redis://${user}:${random()}@127.0.0.1:9` } : {}),
    ...(engines.mongo ? { MONGO_URL: `mongodb://${user}:${random()}@127.0.0.1:9/?authSource=admin` } : {}),
    ...(spec.key === 'accounts'
      ? {
          PAYMENT_PROVIDER: 'sandbox',
          SANDBOX_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
          AUTH_KEYS_ENCRYPTION_KEY: random(),
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
        }
      : {}),
    // The real X app: production never falls back to the stand-in.
    ...(spec.key === 'publisher'
      ? {
          X_API_BASE_URL: 'https://api.x.com/2/',
          X_AUTHORIZE_URL: 'https://x.com/i/oauth2/authorize',
          X_CLIENT_ID: 'production-client',
          X_CLIENT_SECRET: random(),
          X_TOKEN_ENCRYPTION_KEY: random(),
        }
      : {}),
  };
}

/** Each credential the process holds, and the environment without it (or with it shared). */
function withoutEach(spec: ProcessSpec): { variable: string; env: Record<string, string> }[] {
  const complete = completeEnv(spec);
  const drop = (variable: string) => Object.fromEntries(Object.entries(complete).filter(([name]) => name !== variable));
  const cases = ['INTERNAL_AUTH_KEY', ...spec.calls.map(internalKeyVariable), 'KAFKA_USERNAME', 'KAFKA_PASSWORD']
    .filter((variable) => variable in complete)
    .map((variable) => ({ variable, env: drop(variable) }));
  // A Redis or MongoDB URL is always there; what can be missing is its user.
  if (complete.REDIS_URL) cases.push({ variable: 'REDIS_URL', env: { ...complete, REDIS_URL: 'redis://127.0.0.1:9' } });
  if (complete.MONGO_URL) cases.push({ variable: 'MONGO_URL', env: { ...complete, MONGO_URL: 'mongodb://127.0.0.1:9' } });
  return cases;
}

type Run = { code: number | null; stderr: string };

/** Runs one process of `npm start` with `env` only; killed after `timeoutMs`. */
function runProcess(spec: ProcessSpec, env: Record<string, string>, timeoutMs = 20_000): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', spec.entry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stderr });
    });
  });
}

/** Two at a time: the machine has two cores. */
async function inPairs<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 2) results.push(...(await Promise.all(items.slice(i, i + 2).map(run))));
  return results;
}

const configName = (spec: ProcessSpec) => (spec.name.endsWith('-worker') ? spec.name.slice(0, -'-worker'.length) : spec.name);
const isKey = (variable: string) => variable === 'INTERNAL_AUTH_KEY' || variable.endsWith('_INTERNAL_KEY');

describe('production credentials, per process', () => {
  it('when a process starts in production without the credentials of an engine it uses, then it exits 1 with one line naming that variable', async () => {
    const cases = processes.flatMap((spec) => withoutEach(spec).map((c) => ({ spec, ...c }))).filter((c) => !isKey(c.variable));
    // Every engine a process uses is covered: accounts alone has a Kafka user, Redis and MongoDB.
    expect(cases.filter((c) => c.spec.name === 'accounts').map((c) => c.variable)).toEqual([
      'KAFKA_USERNAME',
      'KAFKA_PASSWORD',
      'REDIS_URL',
      'MONGO_URL',
    ]);
    const runs = await inPairs(cases, async (c) => ({ ...c, run: await runProcess(c.spec, c.env) }));
    for (const { spec, variable, run } of runs) {
      const lines = run.stderr.trim().split('\n');
      expect(run.code, `${spec.name} without ${variable}: ${run.stderr}`).toBe(1);
      expect(lines, `${spec.name} without ${variable}`).toHaveLength(1);
      expect(lines[0], `${spec.name} without ${variable}`).toMatch(
        new RegExp(`^${spec.name} failed to start: ${configName(spec)}: invalid configuration: ${variable} `),
      );
    }
  }, 180_000);

  // Starting a process costs a second or two of a shared machine's CPU; production-secrets.int.test.ts
  // starts every process with a published key, so the keys are read here from each config in process.
  it('when a process lacks its own key or the key of any service it calls, then its config refuses in one line naming it', () => {
    const cases = processes.flatMap((spec) => withoutEach(spec).map((c) => ({ spec, ...c }))).filter((c) => isKey(c.variable));
    expect(cases.filter((c) => c.spec.name === 'gateway')).toHaveLength(7);
    for (const { spec, variable, env } of cases) {
      expect(() => loadConfig(configName(spec), schemas[spec.key], completeEnv(spec)), spec.name).not.toThrow();
      expect(() => loadConfig(configName(spec), schemas[spec.key], env), `${spec.name} without ${variable}`).toThrow(
        new RegExp(`^${configName(spec)}: invalid configuration: ${variable} is required but not set$`),
      );
    }
  });

  it("when a process's own key is the one it holds for a service it calls, then its config refuses the shared key", () => {
    for (const spec of processes.filter((p) => p.calls.length > 0)) {
      const env = completeEnv(spec);
      const target = internalKeyVariable(spec.calls[0] as KeyedService);
      expect(() => loadConfig(configName(spec), schemas[spec.key], { ...env, [target]: env.INTERNAL_AUTH_KEY }), spec.name).toThrow(
        `${configName(spec)}: invalid configuration: INTERNAL_AUTH_KEY is the same key as ${target}: every service needs a key of its own`,
      );
    }
  });
});

describe('production credentials on the real engines', () => {
  const children: (() => void)[] = [];
  afterAll(() => {
    for (const stop of children) stop();
  });

  /** Starts the process for real and resolves once it answers /healthz: every engine accepted its login. */
  async function startsWith(spec: ProcessSpec, env: Record<string, string>): Promise<string> {
    const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', spec.entry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    children.push(() => child.kill('SIGTERM'));
    const port = env[spec.portVar] ?? '';
    try {
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}`);
          return (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok || undefined;
        },
        { timeoutMs: 45_000, intervalMs: 250, what: `${spec.name} in production to answer` },
      );
      return 'started';
    } catch (err) {
      return `${(err as Error).message}: ${stderr}`;
    } finally {
      child.kill('SIGTERM');
    }
  }

  it('when every process holds only its own credentials, then each starts in production on the authenticated engines', async () => {
    const { infra, names, common } = stackEnv('prod-credentials');
    await createTestTopics(infra.kafkaBrokers, names.topicPrefix);
    const results = await inPairs([...processes], async (spec) => {
      const own = ownCredentials(spec.name);
      const port = String(await freePort());
      const env = {
        ...completeEnv(spec),
        ...own,
        ...(own.KAFKA_USERNAME ? { KAFKA_BROKERS: infra.kafkaBrokers, KAFKA_TOPIC_PREFIX: names.topicPrefix } : {}),
        ...(enginesOf(spec).mongo ? { MONGO_URL: productionMongoUrl(spec.key), MONGO_DB: names.database(spec.key) } : {}),
        // Its own key must not be any other's, and production refuses the published test keys.
        INTERNAL_AUTH_KEY: random(),
        REDIS_KEY_PREFIX: spec.key === 'research' ? `${names.id}:cs:research:` : common.REDIS_KEY_PREFIX,
        MARKET_REDIS_PREFIX: `${names.id}:cs:market:`,
        MARKET_OFFLINE: '1',
        [spec.portVar]: port,
      };
      return [spec.name, await startsWith(spec, env)] as const;
    });
    expect(Object.fromEntries(results)).toEqual(Object.fromEntries(processes.map((spec) => [spec.name, 'started'])));
  }, 180_000);
});
