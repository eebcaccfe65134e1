import { inject } from 'vitest';
import { allTopics, type DomainEvent, type User } from '@chainscribe/contracts';
import {
  createKafka,
  createLogger,
  internalKeyEnv,
  signIdentity,
  type Identity,
  type KafkaBus,
  type RunningService,
} from '@chainscribe/service-kit';
import { createEventProbe, testInternalKeys, uniqueNames, waitFor } from '@chainscribe/service-kit/testing';
import { grantKafkaAcls } from '../../../../deploy/local/kafka-access.ts';
import { startGeneration } from '../../src/app.ts';
import { configSchema, type Config } from '../../src/config.ts';
import { startGenerationWorker, type WorkerOverrides } from '../../src/worker-app.ts';
import { startAccountsStandIn, startMarketStandIn, startOembedStandIn, startResearchStandIn, type StandIn } from './stand-ins.ts';

export const identityOf = (userId: string): Identity => ({ userId, email: `${userId}@example.com`, sessionId: `session-${userId}` });

export const premiumUntil = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString();

export interface SystemOptions {
  /** What accounts answers per user id (default: a free user). */
  accounts?: Record<string, Partial<User>>;
  oembedPosts?: Record<string, { text: string; author: string; handle: string }>;
  env?: Record<string, string>;
  workers?: number;
}

export interface CallResult {
  status: number;
  type: string;
  headers: Headers;
  body: unknown;
}

/**
 * The generation API and its workers through their composition roots on port 0, with real Kafka,
 * MongoDB-wire and Redis, and stand-ins for the services and external APIs they call.
 */
export async function startGenerationSystem(label: string, options: SystemOptions = {}) {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), label);
  const logger = createLogger(`${label}-test`, 'silent');
  const bus: KafkaBus = createKafka({
    brokers: infra.kafkaBrokers.split(','),
    sasl: infra.kafkaUsers.admin,
    clientId: `${label}-test`,
    topicPrefix: names.topicPrefix,
    logger,
  });
  if (infra.kafkaUsers.admin) await grantKafkaAcls(await bus.admin(), names.topicPrefix);
  await bus.ensureTopics(allTopics, { partitions: 3 });

  const accountPlans: Record<string, Partial<User>> = { ...options.accounts };
  const accounts = await startAccountsStandIn(accountPlans);
  const market = await startMarketStandIn();
  const research = await startResearchStandIn();
  const oembed = await startOembedStandIn(options.oembedPosts ?? {});
  const standIns: StandIn[] = [accounts, market, research, oembed];

  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...internalKeyEnv(testInternalKeys, 'generation', ['accounts', 'market', 'research']),
    PORT: '0',
    WORKER_PORT: '0',
    MONGO_URL: infra.mongoUrl,
    MONGO_DB: names.database('generation'),
    // Generation's own Redis user: only its keys, only the commands it uses.
    REDIS_URL: infra.redisUrls.generation,
    REDIS_KEY_PREFIX: `t:${names.id}:`,
    KAFKA_BROKERS: infra.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: names.topicPrefix,
    // Generation's own Kafka user: only its topics and groups.
    ...(infra.kafkaUsers.generation
      ? { KAFKA_USERNAME: infra.kafkaUsers.generation.username, KAFKA_PASSWORD: infra.kafkaUsers.generation.password }
      : {}),
    KAFKA_SESSION_TIMEOUT_MS: '6000',
    ACCOUNTS_URL: accounts.url,
    MARKET_URL: market.url,
    RESEARCH_URL: research.url,
    X_OEMBED_URL: `${oembed.url}/oembed`,
    UPSTREAM_TIMEOUT_MS: '2000',
    GENERATION_WAIT_MS: '30000',
    JOB_LEASE_MS: '3000',
    ...options.env,
  };
  const config: Config = configSchema.parse(env);
  const api = await startGeneration(config);
  const workers: RunningService[] = [];
  const startWorker = async (workerId: string, overrides: WorkerOverrides = {}, extraEnv: Record<string, string> = {}) => {
    const worker = await startGenerationWorker(configSchema.parse({ ...env, ...extraEnv, WORKER_ID: workerId }), overrides);
    workers.push(worker);
    return worker;
  };
  for (let i = 1; i <= (options.workers ?? 1); i++) await startWorker(`worker-${i}`);

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    opts: { body?: unknown; identity?: Identity | null; headers?: Record<string, string> } = {},
  ): Promise<CallResult> {
    const identity = opts.identity === undefined ? identityOf('user-default') : opts.identity;
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...signIdentity(testInternalKeys.generation, { method, target: path, body }, identity),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      body,
    });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  return {
    names,
    env,
    config,
    api,
    workers,
    startWorker,
    bus,
    accounts,
    market,
    research,
    oembed,
    call,
    /** What accounts will answer for a user generation has not heard of yet. */
    setPlan(userId: string, plan: 'free' | 'premium') {
      accountPlans[userId] =
        plan === 'premium' ? { plan, plan_status: 'active', is_premium: true, subscription_expires_at: premiumUntil() } : { plan };
    },
    /** Publishes an event as another service would. */
    publish: (event: DomainEvent) => bus.publish(event.type, event),
    probe: (topics: readonly string[]) =>
      createEventProbe({ brokers: infra.kafkaBrokers.split(','), sasl: infra.kafkaUsers.admin, topicPrefix: names.topicPrefix, topics }),
    /** Waits until the job document reaches a finished state. */
    async waitForJob(identity: Identity, jobId: string, timeoutMs = 30_000) {
      return waitFor(
        async () => {
          const res = await call('GET', `/api/jobs/${jobId}`, { identity });
          const body = res.body as { status?: string };
          return body.status === 'succeeded' || body.status === 'failed' ? res : undefined;
        },
        { timeoutMs, intervalMs: 150, what: `job ${jobId} to finish` },
      );
    },
    async stop() {
      await Promise.allSettled(workers.map((w) => w.stop('test')));
      await api.stop('test');
      await bus.disconnect();
      await Promise.allSettled(standIns.map((s) => s.close()));
    },
  };
}

export type GenerationSystem = Awaited<ReturnType<typeof startGenerationSystem>>;
