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

export type MongoKind = 'env' | 'docker' | 'mongod' | 'ferretdb';
export type KafkaKind = 'env' | 'docker' | 'jars';
export type RedisKind = 'env' | 'docker' | 'redis-server';

export type InfraEndpoints = {
  mongoUrl: string;
  kafkaBrokers: string;
  redisUrl: string;
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
      const failures = [mongoUp, kafkaUp, redisUp].flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
      throw new Error(failures.join('\n'));
    }
    return {
      mongoUrl: mongoUp.value.url,
      kafkaBrokers: kafkaUp.value.url,
      redisUrl: redisUp.value.url,
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
      if (fromEnv) return [component.name, { kind: 'env', url: fromEnv, answers: await component.answers(fromEnv) }];
      const running = state[component.name];
      if (!running) return [component.name, { kind: 'none', answers: false }];
      const alive = await stillRunning(running);
      const { kind, url, pid, container, logFile } = running;
      const answers = alive && (await component.answers(url));
      return [component.name, { kind: kind as ComponentStatus['kind'], url, pid, container, logFile, answers }];
    }),
  );
  return Object.fromEntries(entries) as InfraStatus;
}

type Provided = { kind: string; url: string };

async function provide(component: Component, state: InfraState, log: Log, startedNow: Component[]): Promise<Provided> {
  const fromEnv = process.env[component.envVar]?.trim();
  if (fromEnv) {
    await waitUntilHealthy({
      what: `${component.label} at ${component.envVar}=${fromEnv}`,
      timeoutMs: envCheckTimeoutMs,
      check: () => component.answers(fromEnv),
    });
    log(`${component.label}: using ${component.envVar}=${fromEnv}`);
    return { kind: 'env', url: fromEnv };
  }

  const previous = state[component.name];
  if (previous && (await stillRunning(previous))) {
    const healthy = await waitUntilHealthy({
      what: component.label,
      timeoutMs: reuseCheckTimeoutMs,
      check: () => component.answers(previous.url),
      exitCode: () => (previous.pid && !isOurProcess(previous.pid, previous.startTime) ? 'exited' : undefined),
    }).then(
      () => true,
      () => false,
    );
    if (healthy) {
      log(`${component.label}: reusing running ${previous.kind} at ${previous.url}${previous.pid ? ` (pid ${previous.pid})` : ''}`);
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
  log(`${component.label}: ${started.kind} ready at ${started.url} (${((Date.now() - since) / 1000).toFixed(1)} s)`);
  return started;
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
      return 0;
    }
    case 'down':
      await down();
      return 0;
    case 'status': {
      const report = await status();
      for (const [name, component] of Object.entries(report)) {
        const owner = component.pid ? `pid ${component.pid}` : (component.container ?? '');
        const health = component.kind === 'none' ? 'not started' : component.answers ? 'answers' : `NOT answering${component.logFile ? ` (see ${component.logFile})` : ''}`;
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
