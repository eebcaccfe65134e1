import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { inject } from 'vitest';
import { allTopics } from '@chainscribe/contracts';
import {
  createKafka,
  createLogger,
  internalKeyVariable,
  keyedServices,
  type KeyedService,
  type RunningService,
} from '@chainscribe/service-kit';
import { testInternalKeys, uniqueNames } from '@chainscribe/service-kit/testing';
import { startAccounts, type AccountsOverrides } from '../../services/accounts/src/app.ts';
import { loadServiceConfig as accountsConfig } from '../../services/accounts/src/config.ts';
import { startGateway } from '../../gateway/src/app.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { redisUsers } from '../../deploy/local/redis-acl.ts';
import { grantKafkaAcls, kafkaUsers, type KafkaUser } from '../../deploy/local/kafka-access.ts';

/**
 * What is a process's own: the key it verifies with, its Redis user and its Kafka user (each
 * service its own, the generation worker generation's; users only where the engine has them).
 */
export function ownCredentials(process: string): {
  INTERNAL_AUTH_KEY: string;
  REDIS_URL?: string;
  KAFKA_USERNAME?: string;
  KAFKA_PASSWORD?: string;
} {
  const service = (process === 'generation-worker' ? 'generation' : process === 'publisher-worker' ? 'publisher' : process) as KeyedService;
  if (!keyedServices.includes(service)) throw new Error(`no internal key for ${process}`);
  const infra = inject('infra');
  const redisUser = redisUsers.find((user) => user === service);
  const kafkaUser = kafkaUsers.find((user) => user === service);
  // A broker formatted before a service existed has no user for it yet (publisher): the admin stands in.
  const kafka = kafkaUser ? (infra.kafkaUsers[kafkaUser] ?? infra.kafkaUsers.admin) : undefined;
  return {
    INTERNAL_AUTH_KEY: testInternalKeys[service],
    ...(redisUser ? { REDIS_URL: infra.redisUrls[redisUser] } : {}),
    ...(kafka ? { KAFKA_USERNAME: kafka.username, KAFKA_PASSWORD: kafka.password } : {}),
  };
}

/**
 * A MONGO_URL that logs in as `service`, which production requires. The local engine is FerretDB v1
 * on SQLite: it has no users and takes any PLAIN login, so this proves the process logs in, not
 * that the engine checks it (k8s/ and compose run a MongoDB with a user per service).
 */
export function productionMongoUrl(service: string): string {
  const infra = inject('infra');
  if (infra.mongoKind !== 'ferretdb')
    throw new Error(`production-mode tests log in to MongoDB as a service user; the ${infra.mongoKind} engine here has none`);
  const url = new URL(infra.mongoUrl);
  url.username = service;
  url.password = `local-${service}`;
  url.searchParams.set('authMechanism', 'PLAIN');
  return url.toString();
}

/** Every service's key under its callers' variable (MARKET_INTERNAL_KEY, …); each process reads only the ones it calls. */
const targetKeys = Object.fromEntries(keyedServices.map((service) => [internalKeyVariable(service), testInternalKeys[service]]));

/**
 * Environment every in-process service of one test file shares: its own databases and topics, and
 * the keys of the services it may call. Its own key and Redis user come from `ownCredentials(name)`.
 */
export function stackEnv(label: string) {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), label);
  const common = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...targetKeys,
    MONGO_URL: infra.mongoUrl,
    REDIS_KEY_PREFIX: `${names.id}:`,
    KAFKA_BROKERS: infra.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: names.topicPrefix,
    PORT: '0',
  };
  return { infra, names, common };
}

/** The topics of one test file, and every service's ACLs under its prefix when the broker has users. */
export async function createTestTopics(brokers: string, topicPrefix: string): Promise<void> {
  const admin = inject('infra').kafkaUsers.admin;
  const kafka = createKafka({
    brokers: brokers.split(','),
    sasl: admin,
    clientId: 'test-topics',
    topicPrefix,
    logger: createLogger('test-topics', 'silent'),
  });
  try {
    await kafka.ensureTopics(allTopics, { partitions: 1 });
    if (admin) await grantKafkaAcls(await kafka.admin(), topicPrefix);
  } finally {
    await kafka.disconnect();
  }
}

/**
 * A plain kafkajs producer holding a service's own Kafka credentials (where the broker has
 * users): events arrive exactly as that service would publish them, or as a forger holding its
 * leaked credentials would.
 */
export async function producerAs(service: KafkaUser, clientId: string): Promise<Producer> {
  const infra = inject('infra');
  const credentials = infra.kafkaUsers[service];
  const producer = new Kafka({
    brokers: infra.kafkaBrokers.split(','),
    clientId,
    logLevel: logLevel.NOTHING,
    ...(credentials ? { sasl: { mechanism: 'scram-sha-512' as const, ...credentials } } : {}),
  }).producer();
  await producer.connect();
  return producer;
}

/** A port nobody listens on right now, for a server that others must know before it starts. */
// Ports handed out before their server listens come from below the kernel's ephemeral range
// (32768+), where no other test's `listen(0)` or outgoing connection can take them in between;
// each vitest worker draws from its own slice so two workers never hand out the same one. Each
// test file starts at a random point of its slice: files run one after another in a worker, and
// a process spawned by the previous file may still be binding the first ports of it.
const sliceSize = 500;
const sliceStart = 21_000 + (Number(process.env.VITEST_POOL_ID ?? 1) % 20) * sliceSize;
let nextOffset = randomInt(sliceSize);

/** A port no one listens on now and no other test worker will be handed: for servers wired before they start. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < sliceSize; tries++) {
    const port = sliceStart + (nextOffset++ % sliceSize);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${sliceStart}–${sliceStart + sliceSize - 1}`);
}

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Accounts and the gateway in this process, wired to each other; other services are absent unless given. */
export async function startAuthStack(
  label: string,
  options: {
    accountsEnv?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
    accounts?: AccountsOverrides;
    /** More services to start before the gateway; they get the shared environment and ACCOUNTS_URL. */
    services?: Record<string, (env: Record<string, string>) => Promise<RunningService>>;
  } = {},
) {
  const { infra, names, common } = stackEnv(label);
  await createTestTopics(infra.kafkaBrokers, names.topicPrefix);
  const gatewayPort = await freePort();
  const publicUrl = `http://127.0.0.1:${gatewayPort}`;
  const accounts: RunningService = await startAccounts(
    accountsConfig({
      ...common,
      ...ownCredentials('accounts'),
      MONGO_DB: names.database('accounts'),
      PUBLIC_URL: publicUrl,
      ...options.accountsEnv,
    }),
    options.accounts,
  );
  const extra: Record<string, RunningService> = {};
  for (const [name, start] of Object.entries(options.services ?? {})) {
    // Research's REDIS_KEY_PREFIX is its whole namespace (default cs:research:), the others' a prefix before cs:<service>:.
    const namespace = name === 'research' ? { REDIS_KEY_PREFIX: `${names.id}:cs:research:` } : {};
    extra[name] = await start({
      ...common,
      ...ownCredentials(name),
      ...namespace,
      MONGO_DB: names.database(name),
      PUBLIC_URL: publicUrl,
      ACCOUNTS_URL: accounts.url,
    });
  }
  const urlOf = (name: string) => extra[name]?.url ?? 'http://127.0.0.1:9';
  const gateway: RunningService = await startGateway(
    loadGatewayConfig({
      ...common,
      ...ownCredentials('gateway'),
      PORT: String(gatewayPort),
      PUBLIC_URL: publicUrl,
      ACCOUNTS_URL: accounts.url,
      // Port 9 (discard): nothing listens there, for services not part of this stack.
      GENERATION_URL: urlOf('generation'),
      RESEARCH_URL: urlOf('research'),
      MARKET_URL: urlOf('market'),
      ANALYTICS_URL: urlOf('analytics'),
      GENERATION_WORKER_URL: urlOf('generation-worker'),
      PUBLISHER_URL: urlOf('publisher'),
      PUBLISHER_WORKER_URL: urlOf('publisher-worker'),
      ...options.gatewayEnv,
    }),
  );
  return {
    names,
    infra,
    accounts,
    gateway,
    services: extra,
    url: gateway.url,
    async stop() {
      await gateway.stop();
      for (const service of Object.values(extra).reverse()) await service.stop();
      await accounts.stop();
    },
  };
}
