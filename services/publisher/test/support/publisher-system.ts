import { inject } from 'vitest';
import { allTopics, type DomainEvent } from '@chainscribe/contracts';
import { createKafka, createLogger, internalKeyEnv, signIdentity, type Identity, type RunningService } from '@chainscribe/service-kit';
import { createEventProbe, testInternalKeys, uniqueNames } from '@chainscribe/service-kit/testing';
import { grantKafkaAcls } from '../../../../deploy/local/kafka-access.ts';
import { startXStandIn, type XStandIn } from '../../../../deploy/local/x-api/x-api.ts';
import { startPublisher } from '../../src/app.ts';
import { configSchema } from '../../src/config.ts';
import { startPublisherWorker } from '../../src/worker-app.ts';
import { startLibraryStandIn } from './library.stand-in.ts';

export const identityOf = (userId: string, sessionId = `session-${userId}`): Identity => ({
  userId,
  email: `${userId}@example.com`,
  sessionId,
});

export interface CallResult {
  status: number;
  body: unknown;
  type: string;
}

/**
 * The publisher API and its workers through their composition roots on port 0, with real Kafka,
 * MongoDB-wire and Redis, the X stand-in (deploy/local/x-api) and a stand-in for generation's library.
 */
export async function startPublisherSystem(label: string, options: { env?: Record<string, string>; workers?: number } = {}) {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), label);
  const logger = createLogger(`${label}-test`, 'silent');
  const bus = createKafka({
    brokers: infra.kafkaBrokers.split(','),
    sasl: infra.kafkaUsers.admin,
    clientId: `${label}-test`,
    topicPrefix: names.topicPrefix,
    logger,
  });
  if (infra.kafkaUsers.admin) await grantKafkaAcls(await bus.admin(), names.topicPrefix);
  await bus.ensureTopics(allTopics, { partitions: 3 });

  const x: XStandIn = await startXStandIn({
    clients: [{ clientId: 'publisher-test', clientSecret: 'publisher-test-secret', name: 'Chainscribe (test)' }],
  });
  const library = await startLibraryStandIn();
  // An engine started before the publisher existed has no publisher user yet: the admin stands in for it.
  const kafkaUser = infra.kafkaUsers.publisher ?? infra.kafkaUsers.admin;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...internalKeyEnv(testInternalKeys, 'publisher', ['generation']),
    PORT: '0',
    WORKER_PORT: '0',
    MONGO_URL: infra.mongoUrl,
    MONGO_DB: names.database('publisher'),
    REDIS_URL: infra.redisUrls.publisher,
    REDIS_KEY_PREFIX: `t:${names.id}:`,
    KAFKA_BROKERS: infra.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: names.topicPrefix,
    ...(kafkaUser ? { KAFKA_USERNAME: kafkaUser.username, KAFKA_PASSWORD: kafkaUser.password } : {}),
    PUBLIC_URL: 'http://app.test',
    X_API_BASE_URL: x.apiBaseUrl,
    X_AUTHORIZE_URL: x.authorizeUrl,
    X_CLIENT_ID: 'publisher-test',
    X_CLIENT_SECRET: 'publisher-test-secret',
    GENERATION_URL: library.url,
    UPSTREAM_TIMEOUT_MS: '3000',
    POLL_MS: '100',
    POST_LEASE_MS: '8000',
    RETRY_BASE_MS: '200',
    METRICS_OFFSETS_SECONDS: '1,2,3',
    ...options.env,
  };
  const config = configSchema.parse(env);
  const api = await startPublisher(config);
  const workers: RunningService[] = [];
  const startWorker = async (workerId: string, extraEnv: Record<string, string> = {}) => {
    const worker = await startPublisherWorker(configSchema.parse({ ...env, ...extraEnv, WORKER_ID: workerId }));
    workers.push(worker);
    return worker;
  };
  for (let i = 1; i <= (options.workers ?? 1); i++) await startWorker(`worker-${i}`);

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    identity: Identity,
    body?: unknown,
  ): Promise<CallResult> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...signIdentity(testInternalKeys.publisher, { method, target: path, body: text }, identity),
        ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: text,
    });
    const raw = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: raw ? (JSON.parse(raw) as unknown) : null };
  }

  /** "Connect X" as a browser does it: the authorize link, the stand-in's Approve form, the callback page's call. */
  async function connect(identity: Identity, username: string): Promise<CallResult> {
    const started = await call('POST', '/api/publisher/x/connect', identity, {});
    if (started.status !== 200) return started;
    const authorizeUrl = new URL((started.body as { authorizeUrl: string }).authorizeUrl);
    const page = await fetch(authorizeUrl);
    if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${await page.text()}`);
    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set('username', username);
    form.set('decision', 'approve');
    const approved = await fetch(new URL('/i/oauth2/authorize', x.url), { method: 'POST', body: form, redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    return call('POST', '/api/publisher/x/callback', identity, {
      state: back.searchParams.get('state'),
      code: back.searchParams.get('code'),
    });
  }

  return {
    names,
    env,
    api,
    workers,
    startWorker,
    x,
    library,
    call,
    connect,
    publish: (event: DomainEvent) => bus.publish(event.type, event),
    probe: (topics: readonly string[]) =>
      createEventProbe({ brokers: infra.kafkaBrokers.split(','), sasl: infra.kafkaUsers.admin, topicPrefix: names.topicPrefix, topics }),
    async stop() {
      await Promise.allSettled(workers.map((w) => w.stop('test over')));
      await api.stop('test over');
      await Promise.allSettled([x.stop(), library.close(), bus.disconnect()]);
    },
  };
}

export type PublisherSystem = Awaited<ReturnType<typeof startPublisherSystem>>;
