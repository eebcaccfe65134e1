import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { allTopics } from '@chainscribe/contracts';
import { createKafka, createLogger, deriveInternalKeys, internalKeyEnv, redactUrl, signIdentity } from '@chainscribe/service-kit';
import { up, down, type InfraEndpoints } from '../deploy/local/infra.ts';
import { logsDir, runDir } from '../deploy/local/cache.ts';
import { redisUsers, type RedisUser } from '../deploy/local/redis-acl.ts';
import { grantKafkaAcls, kafkaUsers } from '../deploy/local/kafka-access.ts';
import { defaultPortBase, portPlan, processes } from './processes.ts';
import { findBusyPort } from './ports.ts';
import { createSupervisor } from './supervisor.ts';
import { startLocalX, type LocalX } from '../deploy/local/x-api/local.ts';

export const repoRoot = resolve(import.meta.dirname, '..');
export const systemEnvFile = join(runDir, 'system-env.json');

/**
 * One root secret per machine, kept in the cache so a service restarted by hand still verifies the
 * gateway; each process's key is derived from it (development only: production sets every key).
 */
function internalRootKey(): string {
  const file = join(runDir, 'internal-auth-key');
  mkdirSync(runDir, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export async function createTopics(infra: InfraEndpoints, topicPrefix = ''): Promise<void> {
  const kafka = createKafka({
    brokers: infra.kafkaBrokers.split(','),
    clientId: 'topic-setup',
    topicPrefix,
    logger: createLogger('topic-setup', 'warn'),
    sasl: infra.kafkaUsers.admin,
  });
  try {
    await kafka.ensureTopics(allTopics, { partitions: Number(process.env.KAFKA_PARTITIONS ?? 3) });
    // Each service's ACLs (kafka-access.ts), applied again on every start: the table may have grown.
    if (infra.kafkaUsers.admin) await grantKafkaAcls(await kafka.admin(), topicPrefix);
  } finally {
    await kafka.disconnect();
  }
}

export function buildSpa(print: (line: string) => void): string {
  print('building the web app (vite)…');
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: join(repoRoot, 'frontend'),
    stdio: 'inherit',
  });
  return join(repoRoot, 'frontend/dist');
}

async function waitForGateway(
  url: string,
  internalKey: string,
  timeoutMs: number,
  print: (line: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      // Signed with the internal key: only then does the gateway list each service (the public answer is ready or not).
      const res = await fetch(`${url}/readyz`, {
        headers: signIdentity(internalKey, { method: 'GET', target: '/readyz' }, null),
        signal: AbortSignal.timeout(3000),
      });
      const body = (await res.json()) as {
        checks?: { services?: { detail?: { allReady?: boolean; services?: Record<string, { ready: boolean }> } } };
      };
      const detail = body.checks?.services?.detail;
      if (res.ok && detail?.allReady) return;
      const waiting = Object.entries(detail?.services ?? {})
        .filter(([, s]) => !s.ready)
        .map(([name]) => name)
        .join(', ');
      if (waiting && waiting !== last) print(`waiting for: ${waiting}`);
      last = waiting;
    } catch {
      // The gateway itself is still starting.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  signal?.throwIfAborted();
  throw new Error(
    `the system did not become ready within ${timeoutMs / 1000}s (waiting for: ${last || 'gateway'}); logs are in ${logsDir}`,
  );
}

export interface SystemOptions {
  port?: number;
  print?: (line: string) => void;
  buildSpa?: boolean;
  readyTimeoutMs?: number;
  portBase?: number;
  /** Extra environment for every process (tests point external APIs at stand-ins here). */
  env?: Record<string, string>;
  /** Ctrl-C while starting: whatever was started so far (processes, engines) is stopped, then it rejects. */
  signal?: AbortSignal;
}

/** Each process's environment: the common part, its own Redis and Kafka users, its internal keys and its ports. */
function processEnvOf(
  infra: Awaited<ReturnType<typeof up>>,
  common: Record<string, string>,
  root: string,
  keys: ReturnType<typeof deriveInternalKeys>,
  plan: ReturnType<typeof portPlan>,
) {
  // The accounts database keeps its signing keys encrypted with this; it was derived from the
  // machine's one shared key before each service had its own, so data written then stays readable.
  const accountsEnv: Record<string, string> = process.env.AUTH_KEYS_ENCRYPTION_KEY
    ? {}
    : { AUTH_KEYS_ENCRYPTION_KEY: `derived:${createHmac('sha256', root).update('auth-keys-encryption').digest('base64url')}` };
  return (name: string): Record<string, string> => {
    const spec = processes.find((p) => p.name === name);
    if (!spec) throw new Error(`unknown process ${name}`);
    // Each process its own Redis and Kafka users (analytics uses no Redis; research and market no Kafka).
    const redisUser = redisUsers.find((user: RedisUser) => user === spec.key);
    const engineEnv: Record<string, string> = redisUser ? { REDIS_URL: infra.redisUrls[redisUser] } : {};
    const kafkaUser = kafkaUsers.find((user) => user === spec.key);
    // A running broker formatted before a service existed (publisher) has no user for it until the
    // launcher formats it again: the admin stands in meanwhile.
    const kafka = kafkaUser ? (infra.kafkaUsers[kafkaUser] ?? infra.kafkaUsers.admin) : undefined;
    if (kafka) Object.assign(engineEnv, { KAFKA_USERNAME: kafka.username, KAFKA_PASSWORD: kafka.password });
    return {
      ...(spec.name === 'accounts' ? accountsEnv : {}),
      ...common,
      ...engineEnv,
      ...internalKeyEnv(keys, spec.key, spec.calls),
      [spec.portVar]: String(plan.portOf(spec)),
      METRICS_PORT: String(plan.metricsPortOf(spec)),
    };
  };
}

/** What `npm start` does: infrastructure, topics, SPA, every process, then wait until all are ready. */
export async function startSystem(options: SystemOptions = {}) {
  const print = options.print ?? ((line: string) => console.log(line));
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const portBase = options.portBase ?? Number(process.env.SERVICE_PORT_BASE ?? defaultPortBase);
  const busy = await findBusyPort(portBase, port);
  if (busy) throw new Error(busy);
  const plan = portPlan(portBase, port);
  const infra = await up({ log: print });
  let localX: LocalX | undefined;
  const stopInfra = async () => {
    await localX?.standIn.stop();
    if (infra.started.length > 0) await down({ only: infra.started, log: print });
  };
  let spaDir: string;
  try {
    options.signal?.throwIfAborted();
    print(
      `infrastructure: MongoDB-wire ${infra.mongoKind} at ${infra.mongoUrl}, Kafka ${infra.kafkaKind} at ${infra.kafkaBrokers}, Redis ${infra.redisKind} at ${redactUrl(infra.redisUrl)}`,
    );
    await createTopics(infra);
    // X for the publisher, unless a real one is configured (never in production).
    localX = await startLocalX(portBase, { ...process.env, ...options.env });
    // SPA_DIR: serve a build made elsewhere as it is (frontend/dist is rebuilt by every start in this tree).
    spaDir = process.env.SPA_DIR
      ? resolve(process.env.SPA_DIR)
      : options.buildSpa === false
        ? join(repoRoot, 'frontend/dist')
        : buildSpa(print);
    options.signal?.throwIfAborted();
  } catch (err) {
    await stopInfra();
    throw err;
  }

  const common: Record<string, string> = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    MONGO_URL: infra.mongoUrl,
    KAFKA_BROKERS: infra.kafkaBrokers,
    SPA_DIR: spaDir,
    PUBLIC_URL: `http://localhost:${port}`,
    ...plan.gatewayEnv,
    ...localX?.env,
    ...options.env,
  };
  const root = internalRootKey();
  const keys = deriveInternalKeys(root);
  const envFor = processEnvOf(infra, common, root, keys, plan);
  mkdirSync(runDir, { recursive: true });
  writeFileSync(
    systemEnvFile,
    JSON.stringify({ perProcess: Object.fromEntries(processes.map((p) => [p.name, envFor(p.name)])), port, portBase }, null, 2),
    { mode: 0o600 },
  );

  const supervisor = createSupervisor({ cwd: repoRoot, logsDir, print });
  for (const spec of processes) supervisor.start({ name: spec.name, entry: spec.entry, env: envFor(spec.name) });
  const url = `http://localhost:${port}`;
  try {
    await waitForGateway(url, keys.gateway, options.readyTimeoutMs ?? 180_000, print, options.signal);
  } catch (err) {
    // A half-started system is worth nothing: stop the processes and the engines this call started.
    await supervisor.stopAll();
    await stopInfra();
    throw err;
  }
  return {
    url,
    infra,
    supervisor,
    /** The gateway's own key: signs internal requests to it, e.g. its detailed /readyz. */
    internalKey: keys.gateway,
    /** The X stand-in (undefined when a real X is configured): tests read its tweets and turn its knobs. */
    xStandIn: localX?.standIn,
    async stop(opts: { infra?: boolean } = {}) {
      await supervisor.stopAll();
      if (opts.infra !== false) await stopInfra();
      else await localX?.standIn.stop();
    },
  };
}
