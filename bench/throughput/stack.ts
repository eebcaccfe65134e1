import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { allTopics, createEvent } from '@chainscribe/contracts';
import { createKafka, createLogger, deriveInternalKeys, internalKeyEnv, keyedServices, type KafkaBus } from '@chainscribe/service-kit';
import { startAccountsStandIn } from './accounts-stand-in.ts';
import { startChild, type Child } from './processes.ts';
import type { Engines } from './references.ts';

/** The services under test, each its own process, on the shared engines with a prefix of their own. */
export interface Stack {
  id: string;
  keys: ReturnType<typeof deriveInternalKeys>;
  accounts: Awaited<ReturnType<typeof startAccountsStandIn>>;
  engineEnv: Record<string, string>;
  generationEnv: Record<string, string>;
  bus: KafkaBus;
  userId: string;
  token: string;
  market?: Child;
  research?: Child;
  generation?: Child;
  gateway?: Child;
  workers: Child[];
}

export async function createStack(engines: Engines, partitions: number): Promise<Stack> {
  const id = randomBytes(3).toString('hex');
  const keys = deriveInternalKeys(`bench-throughput-root-${id}-0123456789abcdef`);
  const accounts = await startAccountsStandIn();
  const engineEnv: Record<string, string> = {
    LOG_LEVEL: 'error',
    MONGO_URL: engines.mongoUrl,
    REDIS_URL: engines.redisUrl,
    KAFKA_BROKERS: engines.kafkaBrokers.join(','),
    KAFKA_TOPIC_PREFIX: `bench.tp.${id}.`,
    ...(engines.kafkaUser ? { KAFKA_USERNAME: engines.kafkaUser.username, KAFKA_PASSWORD: engines.kafkaUser.password } : {}),
  };
  const generationEnv = {
    ...engineEnv,
    ...internalKeyEnv(keys, 'generation', ['accounts', 'market', 'research']),
    MONGO_DB: `bench_throughput_${id}`,
    REDIS_KEY_PREFIX: `bench:tp:${id}:`,
    ACCOUNTS_URL: accounts.url,
    // Until the bench starts them (startMarket, startResearch): nothing answers here.
    RESEARCH_URL: 'http://127.0.0.1:9',
    MARKET_URL: 'http://127.0.0.1:9',
    X_OEMBED_URL: '',
  };
  const bus = createKafka({
    brokers: engines.kafkaBrokers,
    clientId: 'bench',
    topicPrefix: engineEnv.KAFKA_TOPIC_PREFIX,
    logger: createLogger('bench', 'silent'),
    ...(engines.kafkaUser ? { sasl: engines.kafkaUser } : {}),
  });
  await bus.ensureTopics(allTopics, { partitions });
  const userId = `bench-user-${id}`;
  return { id, keys, accounts, engineEnv, generationEnv, bus, userId, token: await accounts.token(userId), workers: [] };
}

/** The bench user is premium (no daily limit), told the way accounts tells it: a plan event. */
export async function makePremium(stack: Stack): Promise<void> {
  const event = createEvent(
    'user.plan_changed',
    {
      userId: stack.userId,
      plan: 'premium',
      isPremium: true,
      subscriptionExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      reason: 'admin',
      changedAt: new Date().toISOString(),
    },
    { key: `bench-${stack.id}`, producer: 'bench', occurredAt: new Date() },
  );
  await stack.bus.publish(event.type, event);
}

export async function startMarket(stack: Stack): Promise<Child> {
  stack.market = await startChild('market', 'services/market/src/start.ts', {
    ...stack.engineEnv,
    ...internalKeyEnv(stack.keys, 'market', []),
    MARKET_OFFLINE: '1',
    MARKET_REDIS_PREFIX: `bench:tp:${stack.id}:market:`,
  });
  return stack.market;
}

/** Research as a creator's job meets it: its knowledge base and Redis cache, prices from the bench's market. */
export async function startResearch(stack: Stack): Promise<Child> {
  stack.research = await startChild('research', 'services/research/src/start.ts', {
    ...stack.engineEnv,
    ...internalKeyEnv(stack.keys, 'research', ['market', 'accounts']),
    REDIS_KEY_PREFIX: `bench:tp:${stack.id}:research:`,
    MARKET_URL: stack.market?.url ?? 'http://127.0.0.1:9',
    ACCOUNTS_URL: stack.accounts.url,
  });
  return stack.research;
}

/** Generation's API, calling the bench's market and research when they run (else nothing answers there: skipped, as offline). */
export async function startGenerationApi(stack: Stack): Promise<Child> {
  if (stack.market) stack.generationEnv.MARKET_URL = stack.market.url;
  if (stack.research) stack.generationEnv.RESEARCH_URL = stack.research.url;
  stack.generation = await startChild('generation', 'services/generation/src/start.ts', stack.generationEnv);
  return stack.generation;
}

/** `entry`: another checkout's worker, to compare two versions in one run. */
export async function startWorker(stack: Stack, i: number, entry = 'services/generation/src/start-worker.ts'): Promise<Child> {
  const worker = await startChild(
    `generation-worker-${i}`,
    entry,
    { ...stack.generationEnv, WORKER_ID: `bench-${stack.id}-${i}` },
    'WORKER_PORT',
  );
  stack.workers.push(worker);
  return worker;
}

/** `entry`: another gateway's start file (an older checkout), to compare two versions in one run. */
export async function startGatewayChild(stack: Stack, entry = 'gateway/src/start.ts', label = 'gateway'): Promise<Child> {
  const none = 'http://127.0.0.1:9';
  const gateway = await startChild(label, entry, {
    ...stack.engineEnv,
    // Every service's key: the gateway requires one per service it routes to.
    ...internalKeyEnv(
      stack.keys,
      'gateway',
      keyedServices.filter((s) => s !== 'gateway'),
    ),
    REDIS_KEY_PREFIX: `bench:tp:${stack.id}:gw:`,
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    RATE_LIMIT_PER_USER_PER_MINUTE: '100000000',
    ACCOUNTS_URL: stack.accounts.url,
    MARKET_URL: stack.market?.url ?? none,
    GENERATION_URL: stack.generation?.url ?? none,
    RESEARCH_URL: none,
    ANALYTICS_URL: none,
    GENERATION_WORKER_URL: none,
    PUBLISHER_URL: none,
    PUBLISHER_WORKER_URL: none,
  });
  if (label === 'gateway') stack.gateway = gateway;
  return gateway;
}

/** Leaves the shared engines as found: the stack's database, Redis keys and topics go. */
export async function disposeStack(stack: Stack, engines: Engines): Promise<void> {
  stack.accounts.close();
  const mongo = new MongoClient(engines.mongoUrl);
  await mongo
    .db(stack.generationEnv.MONGO_DB)
    .dropDatabase()
    .catch(() => undefined);
  await mongo.close();
  const redis = new Redis(engines.redisUrl);
  const keys = await redis.keys(`bench:tp:${stack.id}:*`);
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  redis.disconnect();
  const admin = await stack.bus.admin();
  const prefix = stack.bus.topicName('');
  const mine = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
  await admin.deleteTopics({ topics: mine }).catch(() => undefined);
  await stack.bus.disconnect();
}
