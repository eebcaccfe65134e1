// Local infrastructure launcher (ARCHITECTURE §3): MongoDB, Kafka and Redis for `npm start` and the
// integration tests, on machines with or without Docker. Per component: env URL, else Docker, else
// a local process provisioned into ~/.cache/chainscribe. Usage: node deploy/local/infra.ts up|down|status
import type { ComponentName, InfraState, RunningComponent } from './cache.ts';
import { readState, withLock, writeState } from './cache.ts';
import type { Component } from './component.ts';
import { containerRunning, dockerReachable, removeContainer } from './docker.ts';
import { kafka } from './kafka.ts';
import { mongo } from './mongo.ts';
import type { Log } from './process.ts';
import { isOurProcess, stopProcess, waitUntilHealthy } from './process.ts';
import { redis } from './redis.ts';
import { redisUsers, type RedisUser } from './redis-acl.ts';
import type { KafkaUser } from './kafka-access.ts';

export type KafkaCredentials = { username: string; password: string };

export type MongoKind = 'env' | 'docker' | 'mongod' | 'ferretdb';
export type KafkaKind = 'env' | 'docker' | 'jars';
export type RedisKind = 'env' | 'docker' | 'redis-server';

export type InfraEndpoints = {
  mongoUrl: string;
  kafkaBrokers: string;
  /**
   * SASL/SCRAM users of a broker with authentication: `admin` (the launcher's, a super user: topics,
   * ACLs, test probes) and one per service. Empty for a broker without authentication.
   */
  kafkaUsers: Partial<Record<KafkaUser | 'admin', KafkaCredentials>>;
  /** The launcher's own Redis URL (full access): health checks and tests that inspect keys. */
  redisUrl: string;
  /**
   * Each service's own Redis URL (its ACL user). Every one is `redisUrl` when the engine has no
   * users: given in the environment without REDIS_URL_<SERVICE>, or started before it had them.
   */
  redisUrls: Record<RedisUser, string>;
  mongoKind: MongoKind;
  kafkaKind: KafkaKind;
  redisKind: RedisKind;
  /** What this call started (the rest was reused or came from env): pass it to down({ only }). */
  started: ComponentName[];
};

export type ComponentStatus = {
  /** 'none' when neither the environment nor a previous `up` provides it. */
  kind: MongoKind | KafkaKind | RedisKind | 'none';
  url?: string;
  pid?: number;
  container?: string;
  logFile?: string;
  answers: boolean;
};

export type { ComponentName };
export type InfraStatus = Record<ComponentName, ComponentStatus>;

const components: Component[] = [mongo, kafka, redis];
const envCheckTimeoutMs = 15_000;
const reuseCheckTimeoutMs = 5_000;

const defaultLog: Log = (line) => process.stderr.write(`infra: ${line}\n`);

/** Starts (or reuses) all three engines in parallel and resolves once each answers its health check. */
export async function up(opts: { log?: Log } = {}): Promise<InfraEndpoints> {
  const log = opts.log ?? defaultLog;
  return withLock(async () => {
    const state = readState();
    const startedNow: Component[] = [];
    const provideOne = (component: Component) => provide(component, state, log, startedNow);
    const [mongoUp, kafkaUp, redisUp] = await Promise.allSettled([provideOne(mongo), provideOne(kafka), provideOne(redis)]);
    if (mongoUp.status === 'rejected' || kafkaUp.status === 'rejected' || redisUp.status === 'rejected') {
      // Half an environment is worse than none: the caller gets an error and will not call down().
      await Promise.all(startedNow.map((component) => stopAndForget(component, state, log)));
      const failures = [mongoUp, kafkaUp, redisUp].flatMap((result) =>
        result.status === 'rejected' ? [(result.reason as Error).message] : [],
      );
      throw new Error(failures.join('\n'));
    }
    return {
      mongoUrl: mongoUp.value.url,
      kafkaBrokers: kafkaUp.value.url,
      kafkaUsers: Object.fromEntries(
        Object.entries(kafkaUp.value.users ?? {}).map(([user, credentials]) => {
          const at = credentials.indexOf(':');
          return [user, { username: credentials.slice(0, at), password: credentials.slice(at + 1) }];
        }),
      ),
      redisUrl: redisUp.value.url,
      redisUrls: perService(redisUsers, redisUp.value, 'REDIS_URL'),
      mongoKind: mongoUp.value.kind as MongoKind,
      kafkaKind: kafkaUp.value.kind as KafkaKind,
      redisKind: redisUp.value.kind as RedisKind,
      started: startedNow.map((component) => component.name),
    };
  });
}

/**
 * Stops exactly what `up` started (recorded in the state file); env URLs are never touched.
 * `only` limits it to some components, e.g. the `started` list of an `up` that found others running.
 */
export async function down(opts: { log?: Log; only?: ComponentName[] } = {}): Promise<void> {
  const log = opts.log ?? defaultLog;
  const selected = components.filter((component) => !opts.only || opts.only.includes(component.name));
  await withLock(async () => {
    const state = readState();
    await Promise.all(selected.map((component) => stopAndForget(component, state, log)));
  });
}

export async function status(): Promise<InfraStatus> {
  const state = readState();
  const entries = await Promise.all(
    components.map(async (component): Promise<[ComponentName, ComponentStatus]> => {
      const fromEnv = process.env[component.envVar]?.trim();
      if (fromEnv) return [component.name, { kind: 'env', url: fromEnv, answers: await component.answers(fromEnv, envUsers(component)) }];
      const running = state[component.name];
      if (!running) return [component.name, { kind: 'none', answers: false }];
      const alive = await stillRunning(running);
      const { kind, url, pid, container, logFile } = running;
      const answers = alive && (await component.answers(url, running.users));
      return [component.name, { kind: kind as ComponentStatus['kind'], url, pid, container, logFile, answers }];
    }),
  );
  return Object.fromEntries(entries) as InfraStatus;
}

/** URLs carry generated passwords (Redis' admin user): logs show the rest. */
const redact = (url: string) => url.replace(/\/\/([^@/]+)@/, '//***@');

type Provided = { kind: string; url: string; users?: Record<string, string> };

/**
 * Each service's credentials: the engine's users when the launcher started it with them, else
 * `<VAR>_<SERVICE>` from the environment (an engine given by URL), else the one shared URL.
 */
function perService<U extends string>(names: readonly U[], provided: Provided, envVar: string): Record<U, string> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      provided.users?.[name] ??
        (provided.kind === 'env' ? process.env[`${envVar}_${name.toUpperCase()}`]?.trim() : undefined) ??
        provided.url,
    ]),
  ) as Record<U, string>;
}

async function provide(component: Component, state: InfraState, log: Log, startedNow: Component[]): Promise<Provided> {
  const fromEnv = process.env[component.envVar]?.trim();
  if (fromEnv) {
    await waitUntilHealthy({
      what: `${component.label} at ${component.envVar}=${fromEnv}`,
      timeoutMs: envCheckTimeoutMs,
      check: () => component.answers(fromEnv, envUsers(component)),
    });
    log(`${component.label}: using ${component.envVar}=${redact(fromEnv)}`);
    return { kind: 'env', url: fromEnv, ...(envUsers(component) ? { users: envUsers(component) } : {}) };
  }

  const previous = state[component.name];
  // Kafka and Redis are started with a user per service; one recorded without them predates that.
  const authenticated = component.name === 'mongo' || previous?.users !== undefined;
  if (previous && !authenticated) log(`${component.label}: the ${previous.kind} started earlier has no users, restarting it with them`);
  if (previous && authenticated && (await stillRunning(previous))) {
    const healthy = await waitUntilHealthy({
      what: component.label,
      timeoutMs: reuseCheckTimeoutMs,
      check: () => component.answers(previous.url, previous.users),
      exitCode: () => (previous.pid && !isOurProcess(previous.pid, previous.startTime) ? 'exited' : undefined),
    }).then(
      () => true,
      () => false,
    );
    if (healthy) {
      log(`${component.label}: reusing running ${previous.kind} at ${redact(previous.url)}${previous.pid ? ` (pid ${previous.pid})` : ''}`);
      await component.refresh?.(previous);
      return previous;
    }
    log(`${component.label}: the ${previous.kind} started earlier does not answer, restarting it`);
  }
  if (previous) await stopAndForget(component, state, log);

  const since = Date.now();
  const started = (await dockerReachable()) ? await component.startDocker(log) : await component.startLocal(log);
  state[component.name] = started;
  writeState(state);
  startedNow.push(component);
  log(`${component.label}: ${started.kind} ready at ${redact(started.url)} (${((Date.now() - since) / 1000).toFixed(1)} s)`);
  return started;
}

/**
 * Credentials of an engine given by URL: Kafka's SASL users as KAFKA_SASL_<USER>=name:password
 * (KAFKA_SASL_ADMIN for the launcher's own), so a suite can run against authenticated engines.
 */
function envUsers(component: Component): Record<string, string> | undefined {
  if (component.name !== 'kafka') return undefined;
  const users = Object.fromEntries(
    Object.entries(process.env)
      .filter(([name, value]) => name.startsWith('KAFKA_SASL_') && value)
      .map(([name, value]) => [name.slice('KAFKA_SASL_'.length).toLowerCase(), value ?? '']),
  );
  return Object.keys(users).length > 0 ? users : undefined;
}

async function stillRunning(running: RunningComponent): Promise<boolean> {
  if (running.container) return (await dockerReachable()) && (await containerRunning(running.container));
  return isOurProcess(running.pid, running.startTime);
}

async function stopAndForget(component: Component, state: InfraState, log: Log): Promise<void> {
  const running = state[component.name];
  if (!running) return;
  if (running.container) {
    await removeContainer(running.container);
    log(`${component.label}: removed container ${running.container}`);
  } else if (isOurProcess(running.pid, running.startTime)) {
    const how = await stopProcess(running.pid);
    log(`${component.label}: ${how} ${running.kind} (pid ${running.pid})`);
  }
  state[component.name] = undefined;
  writeState(state);
}

async function cli(command: string | undefined): Promise<number> {
  switch (command) {
    case 'up': {
      const started = Date.now();
      const endpoints = await up();
      defaultLog(`up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      console.log(`MONGO_URL=${endpoints.mongoUrl}`);
      console.log(`KAFKA_BROKERS=${endpoints.kafkaBrokers}`);
      console.log(`REDIS_URL=${endpoints.redisUrl}`);
      for (const [user, url] of Object.entries(endpoints.redisUrls)) console.log(`REDIS_URL_${user.toUpperCase()}=${url}`);
      for (const [user, credentials] of Object.entries(endpoints.kafkaUsers))
        console.log(`KAFKA_SASL_${user.toUpperCase()}=${credentials.username}:${credentials.password}`);
      return 0;
    }
    case 'down':
      await down();
      return 0;
    case 'status': {
      const report = await status();
      for (const [name, component] of Object.entries(report)) {
        const owner = component.pid ? `pid ${component.pid}` : (component.container ?? '');
        const health =
          component.kind === 'none'
            ? 'not started'
            : component.answers
              ? 'answers'
              : `NOT answering${component.logFile ? ` (see ${component.logFile})` : ''}`;
        console.log([name.padEnd(5), component.kind.padEnd(12), (component.url ?? '-').padEnd(28), owner.padEnd(18), health].join(' '));
      }
      return Object.values(report).every((component) => component.answers) ? 0 : 1;
    }
    default:
      console.error('usage: node deploy/local/infra.ts up|down|status');
      return 2;
  }
}

if (import.meta.main) {
  // kafkajs 2.2.4 schedules a negative timer on Node 24 (tulios/kafkajs#1751); harmless, but it
  // would be the only noise in the CLI output. Library callers keep Node's default handler.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name !== 'TimeoutNegativeWarning') console.error(warning);
  });
  cli(process.argv[2]).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      for (const line of message.split('\n')) console.error(`infra: ${line}`);
      process.exitCode = 1;
    },
  );
}
