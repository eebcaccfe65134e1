import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allTopics, generateThread, problemSchema } from '@chainscribe/contracts';
import {
  createKafka,
  createLogger,
  engineBusyMessage,
  internalKeyEnv,
  signIdentity,
  type Identity,
  type KafkaBus,
  type RunningService,
} from '@chainscribe/service-kit';
import { testInternalKeys, uniqueNames, waitFor } from '@chainscribe/service-kit/testing';
import { kafkaUserOf, startPrivateKafka, startPrivateRedis, type PrivateEngine } from '../../../test/support/private-engines.ts';
import { grantKafkaAcls } from '../../../deploy/local/kafka-access.ts';
import { freePort } from '../../../test/support/stack.ts';
import { startGeneration } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { startGenerationWorker } from '../src/worker-app.ts';
import { identityOf } from './support/generation-system.ts';
import { startAccountsStandIn, startMarketStandIn, startResearchStandIn, type StandIn } from './support/stand-ins.ts';

const thread = {
  options: { threadType: 'custom', customTopic: 'restaking risks', tonePreset: 'educational', threadLength: 5, hookStyle: 'question' },
};
const startFile = fileURLToPath(new URL('../src/start.ts', import.meta.url));

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

async function call(
  baseUrl: string,
  identity: Identity,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
  timeoutMs = 30_000,
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...signIdentity(testInternalKeys.generation, { method, target: path, body }, identity),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, ms: performance.now() - started };
}

/**
 * The generation API (and, where a test needs one, a worker) against engines chosen per test:
 * shared MongoDB always, Redis and Kafka shared or private. Sweeps are shortened so a stale
 * reservation is settled in seconds instead of the production 30 s.
 */
async function startApiSystem(label: string, engines: { redisUrl?: string; kafka?: PrivateEngine }) {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), label);
  const brokers = engines.kafka?.url ?? infra.kafkaBrokers;
  const [admin, own] = engines.kafka
    ? [kafkaUserOf(engines.kafka, 'admin'), kafkaUserOf(engines.kafka, 'generation')]
    : [infra.kafkaUsers.admin, infra.kafkaUsers.generation];
  const bus: KafkaBus = createKafka({
    brokers: brokers.split(','),
    sasl: admin,
    clientId: `${label}-test`,
    topicPrefix: names.topicPrefix,
    logger: createLogger(label, 'silent'),
  });
  await bus.ensureTopics(allTopics, { partitions: 1 });
  if (admin) await grantKafkaAcls(await bus.admin(), names.topicPrefix);
  const standIns: StandIn[] = [await startAccountsStandIn(), await startMarketStandIn(), await startResearchStandIn()];
  const [accounts, market, research] = standIns as [StandIn, StandIn, StandIn];
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...internalKeyEnv(testInternalKeys, 'generation', ['accounts', 'market', 'research']),
    PORT: '0',
    WORKER_PORT: '0',
    MONGO_URL: infra.mongoUrl,
    MONGO_DB: names.database('generation'),
    REDIS_URL: engines.redisUrl ?? infra.redisUrls.generation,
    REDIS_KEY_PREFIX: `t:${names.id}:`,
    KAFKA_BROKERS: brokers,
    ...(own ? { KAFKA_USERNAME: own.username, KAFKA_PASSWORD: own.password } : {}),
    KAFKA_TOPIC_PREFIX: names.topicPrefix,
    KAFKA_SESSION_TIMEOUT_MS: '6000',
    ACCOUNTS_URL: accounts.url,
    MARKET_URL: market.url,
    RESEARCH_URL: research.url,
    X_OEMBED_URL: '',
    UPSTREAM_TIMEOUT_MS: '2000',
    GENERATION_WAIT_MS: '20000',
    JOB_LEASE_MS: '3000',
    RESERVATION_STALE_MS: '2000',
    RESERVATION_SWEEP_MS: '250',
  };
  const running: RunningService[] = [];
  const start = async (kind: 'api' | 'worker', extra: Record<string, string> = {}) => {
    const config = configSchema.parse({ ...env, ...extra, WORKER_ID: `${label}-${running.length}` });
    const service = kind === 'api' ? await startGeneration(config) : await startGenerationWorker(config);
    running.push(service);
    return service;
  };
  return {
    env,
    start,
    jobs: () => {
      const api = running.find((s) => s.deps.mongo);
      if (!api?.deps.mongo) throw new Error('no service with MongoDB running');
      return api.deps.mongo.collection<{ _id: string; status: string; refunded: boolean }>('jobs');
    },
    async stop() {
      for (const service of running.reverse()) await service.stop('test');
      await bus.disconnect();
      await Promise.allSettled(standIns.map((s) => s.close()));
    },
  };
}

const threadsToday = async (url: string, identity: Identity) =>
  ((await call(url, identity, 'GET', '/api/threads/plan')).body as { usage: { threadsToday: number } }).usage.threadsToday;

describe('units reserved while Redis stalls', () => {
  let redis: PrivateEngine;
  let sys: Awaited<ReturnType<typeof startApiSystem>>;
  let api: RunningService;
  let replica: RunningService;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    sys = await startApiSystem('resv-redis', { redisUrl: redis.url });
    // Two API replicas, each with its own sweeper and no leader between them.
    api = await sys.start('api');
    replica = await sys.start('api');
    await sys.start('worker');
  }, 120_000);
  afterAll(async () => {
    await sys?.stop();
    await redis?.stop();
  }, 60_000);

  it('when reserves time out on a paused Redis and run late after it resumes, then the calls were 503s and each unit comes back exactly once', async () => {
    const user = identityOf(`late-${randomUUID().slice(0, 8)}`);
    expect((await call(api.url, user, 'POST', generateThread.path, thread)).status).toBe(200);
    expect(await threadsToday(api.url, user)).toBe(1);

    redis.pause();
    let refused: Answer[];
    try {
      // A free user (3 a day) with 1 used: both late reserves fit, so both units are taken late.
      refused = await Promise.all([api, replica].map((s) => call(s.url, user, 'POST', generateThread.path, thread)));
    } finally {
      redis.resume();
    }
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(problemSchema.parse(answer.body).error).toBe(engineBusyMessage);
      expect(answer.ms).toBeLessThan(1000);
    }
    // Redis runs the timed-out scripts when it resumes (in its own order among the sockets that
    // are ready): the units are taken, their records owe them back.
    await waitFor(async () => (await threadsToday(api.url, user)) === 3, {
      timeoutMs: 1500,
      intervalMs: 20,
      what: 'the late reserves to run',
    });
    const resumed = performance.now();
    await waitFor(async () => (await threadsToday(api.url, user)) === 1, {
      timeoutMs: 60_000,
      intervalMs: 200,
      what: 'the late units to come back',
    });
    console.log(
      `late reserves after a Redis stall: 503 in ${Math.max(...refused.map((a) => a.ms)).toFixed(0)} ms, units back ${((performance.now() - resumed) / 1000).toFixed(1)} s after resume (stale after 2 s)`,
    );
    // Both sweepers keep running: a second refund of any unit would show here.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await threadsToday(replica.url, user)).toBe(1);
    expect(await sys.jobs().countDocuments({})).toBe(1);
  }, 90_000);
});

describe('generation with a Kafka broker of its own', () => {
  let kafka: PrivateEngine;
  let sys: Awaited<ReturnType<typeof startApiSystem>>;
  let api: RunningService;
  let worker: RunningService | undefined;
  // Started only once a test needs it: before that, a late message must find nobody to run it.
  const ensureWorker = async () => (worker ??= await sys.start('worker'));
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    kafka = await startPrivateKafka();
    sys = await startApiSystem('resv-kafka', { kafka });
    api = await sys.start('api');
  }, 180_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await sys?.stop();
    await kafka?.stop();
  }, 60_000);

  it('when the API is killed after reserving and before its publish is acknowledged, then the unit comes back within 60 s and the job never runs', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [startFile], { env: { ...process.env, ...sys.env, PORT: String(port) }, stdio: 'ignore' });
    children.push(child);
    const doomed = `http://127.0.0.1:${port}`;
    const user = identityOf(`killed-${randomUUID().slice(0, 8)}`);
    await waitFor(async () => (await call(doomed, user, 'GET', '/api/threads/plan', undefined, 2000)).status === 200, {
      timeoutMs: 60_000,
      intervalMs: 250,
      what: 'the child API',
    });

    // The broker stalls: the child reserves, creates the job, and waits on its publish.
    kafka.pause();
    const pending = call(doomed, user, 'POST', generateThread.path, thread).catch((err: unknown) => err);
    let job: { _id: string; status: string } | null = null;
    try {
      job = await waitFor(async () => (await sys.jobs().findOne({ userId: user.userId } as never)) ?? undefined, {
        timeoutMs: 10_000,
        intervalMs: 20,
        what: 'the job document',
      });
      child.kill('SIGKILL');
      await pending;
    } finally {
      kafka.resume();
    }
    expect(job.status).toBe('queued');
    expect(await threadsToday(api.url, user)).toBe(1);
    const killed = performance.now();
    await waitFor(async () => (await threadsToday(api.url, user)) === 0, {
      timeoutMs: 60_000,
      intervalMs: 200,
      what: 'the unit to come back',
    });
    const backMs = performance.now() - killed;
    console.log(`API killed between reserve and publish: unit back ${(backMs / 1000).toFixed(1)} s after the kill (stale after 2 s)`);
    expect(backMs).toBeLessThan(60_000);
    expect(await sys.jobs().findOne({ _id: job._id })).toMatchObject({ status: 'failed', refunded: true });

    // If the stalled produce request still landed, a worker now finds a closed job and runs nothing.
    await ensureWorker();
    await new Promise((r) => setTimeout(r, 3000));
    expect(await sys.jobs().findOne({ _id: job._id })).toMatchObject({ status: 'failed', refunded: true });
    expect(await threadsToday(api.url, user)).toBe(0);
  }, 120_000);

  it('when Kafka is unreachable for 30 s while jobs arrive, then each gets a 503 within seconds with its unit back, none is accepted and lost, and jobs flow again after', async () => {
    const user = identityOf(`kafka-down-${randomUUID().slice(0, 8)}`);
    // A free user: 3 a day. Were any 503 to keep its unit, the limit would answer 403 before long.
    expect(await threadsToday(api.url, user)).toBe(0);
    kafka.pause();
    const pausedAt = performance.now();
    const answers: Answer[] = [];
    try {
      while (performance.now() - pausedAt < 30_000) answers.push(await call(api.url, user, 'POST', generateThread.path, thread));
    } finally {
      kafka.resume();
    }
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `Kafka paused 30 s: ${answers.length} requests, all ${[...new Set(answers.map((a) => a.status))].join('/')}, slowest ${slowest.toFixed(0)} ms`,
    );
    expect(answers.length).toBeGreaterThanOrEqual(5);
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(problemSchema.parse(answer.body).error).toBe(engineBusyMessage);
      expect(answer.ms).toBeLessThan(5000);
    }
    expect(await threadsToday(api.url, user)).toBe(0);
    const jobs = await sys
      .jobs()
      .find({ userId: user.userId } as never)
      .toArray();
    expect(jobs).toHaveLength(answers.length);
    expect(jobs.every((j) => j.status === 'failed' && j.refunded)).toBe(true);

    // After the broker is back, jobs flow (late copies of the refused ones stay closed).
    await ensureWorker();
    const resumed = performance.now();
    // While the producer reconnects, a call may still be refused the same way (and refunded).
    const refusedWhileReconnecting: Answer[] = [];
    const ok = await waitFor(
      async () => {
        const res = await call(api.url, user, 'POST', generateThread.path, thread);
        if (res.status !== 200) refusedWhileReconnecting.push(res);
        return res.status === 200 ? res : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200, what: 'a thread after Kafka resumed' },
    );
    expect(refusedWhileReconnecting.every((r) => r.status === 503)).toBe(true);
    console.log(
      `Kafka resumed: a thread is generated again ${((performance.now() - resumed) / 1000).toFixed(1)} s later (${refusedWhileReconnecting.length} refused while reconnecting)`,
    );
    expect(generateThread.response.parse(ok.body).thread).toHaveLength(5);
    expect(await threadsToday(api.url, user)).toBe(1);
    await new Promise((r) => setTimeout(r, 2000));
    const after = await sys
      .jobs()
      .find({ userId: user.userId } as never)
      .toArray();
    expect(after.filter((j) => j.status === 'succeeded')).toHaveLength(1);
    expect(after.filter((j) => j.status === 'failed' && j.refunded)).toHaveLength(answers.length + refusedWhileReconnecting.length);
    expect(after).toHaveLength(answers.length + refusedWhileReconnecting.length + 1);
  }, 150_000);
});
