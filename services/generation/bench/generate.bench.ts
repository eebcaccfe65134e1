/**
 * End-to-end thread generation on the real engines: HTTP call → quota reserve → Kafka →
 * worker (TemplateWriter) → MongoDB → the API's bounded wait → answer. Prints latency for calls
 * one at a time, then throughput with many calls in flight, for the number of workers given.
 * Needs the engines (`npm run infra -- up`); uses its own database and topic prefix.
 *
 *   node services/generation/bench/generate.bench.ts [threads=60] [workers=2] [concurrency=12]
 */
import { randomBytes } from 'node:crypto';
import { allTopics, createEvent, generateThread, type DomainEvent } from '@chainscribe/contracts';
import { createKafka, createLogger, signIdentity, kafkaSecurityOf } from '@chainscribe/service-kit';
import { startGeneration } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { startGenerationWorker } from '../src/worker-app.ts';

const [threads = 60, workerCount = 2, concurrency = 12] = process.argv.slice(2).map(Number);
const print = (line: string) => process.stdout.write(`${line}\n`);
const id = randomBytes(3).toString('hex');
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  INTERNAL_AUTH_KEY: 'bench-internal-key-0123456789abcdefghijklmnop',
  // Nothing answers for these services in the bench; their keys only need to be present.
  ACCOUNTS_INTERNAL_KEY: 'bench-internal-key-0123456789abcdefghijklmnop',
  MARKET_INTERNAL_KEY: 'bench-internal-key-0123456789abcdefghijklmnop',
  RESEARCH_INTERNAL_KEY: 'bench-internal-key-0123456789abcdefghijklmnop',
  PORT: '0',
  WORKER_PORT: '0',
  MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27117',
  MONGO_DB: `bench_generation_${id}`,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:16379',
  REDIS_KEY_PREFIX: `bench:${id}:`,
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:19092',
  KAFKA_TOPIC_PREFIX: `bench.${id}.`,
  // Set by `npm run bench` from the launcher when the broker has users (the launcher's own).
  ...(process.env.KAFKA_USERNAME && process.env.KAFKA_PASSWORD
    ? { KAFKA_USERNAME: process.env.KAFKA_USERNAME, KAFKA_PASSWORD: process.env.KAFKA_PASSWORD }
    : {}),
  // Nothing answers here: research is skipped quickly, as offline.
  RESEARCH_URL: 'http://127.0.0.1:9',
  MARKET_URL: 'http://127.0.0.1:9',
  ACCOUNTS_URL: 'http://127.0.0.1:9',
  JOB_POLL_MS: '50',
};
const config = configSchema.parse(env);
const bus = createKafka({
  brokers: config.KAFKA_BROKERS,
  clientId: 'bench',
  topicPrefix: config.KAFKA_TOPIC_PREFIX,
  logger: createLogger('bench', 'silent'),
  ...kafkaSecurityOf(config),
});
await bus.ensureTopics(allTopics, { partitions: 3 });
const api = await startGeneration(config);
const workers = await Promise.all(
  Array.from({ length: workerCount }, (_, i) => startGenerationWorker(configSchema.parse({ ...env, WORKER_ID: `bench-${i}` }))),
);

const identity = { userId: `bench-user-${id}`, email: 'bench@example.com', sessionId: 'bench' };
const upgrade: DomainEvent = createEvent(
  'user.plan_changed',
  {
    userId: identity.userId,
    plan: 'premium',
    isPremium: true,
    subscriptionExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    reason: 'admin',
    changedAt: new Date().toISOString(),
  },
  { key: `bench-${id}`, producer: 'bench', occurredAt: new Date() },
);
await bus.publish(upgrade.type, upgrade);

async function generate(i: number): Promise<number> {
  const started = performance.now();
  const body = JSON.stringify({
    options: { customTopic: `restaking on Ethereum ${i}`, threadLength: 8, tonePreset: 'degen', hookStyle: 'bold' },
  });
  const res = await fetch(`${api.url}${generateThread.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signIdentity(config.INTERNAL_AUTH_KEY, { method: 'POST', target: generateThread.path, body }, identity),
    },
    body,
  });
  if (res.status !== 200) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  await res.json();
  return performance.now() - started;
}

const pct = (sorted: number[], p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(0);
try {
  // Wait for the premium plan and for every worker to hold partitions (the first calls prove it).
  for (let tries = 0; ; tries++) {
    try {
      await generate(-1);
      break;
    } catch (err) {
      if (tries > 100) throw err;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  for (let i = 0; i < 5; i++) await generate(i);

  const sequential: number[] = [];
  for (let i = 0; i < Math.min(threads, 30); i++) sequential.push(await generate(i));
  sequential.sort((a, b) => a - b);
  print(
    `end-to-end sync thread (8 tweets, ${workerCount} worker${workerCount === 1 ? '' : 's'}): p50 ${pct(sequential, 50)} ms, p95 ${pct(sequential, 95)} ms, max ${pct(sequential, 100)} ms (n=${sequential.length}, one at a time)`,
  );

  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < threads) latencies.push(await generate(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  print(
    `throughput: ${(latencies.length / seconds).toFixed(1)} threads/s with ${concurrency} calls in flight (p50 ${pct(latencies, 50)} ms, p95 ${pct(latencies, 95)} ms, n=${latencies.length})`,
  );
  // Where the time goes, from the job documents: waiting for a worker vs. being worked on.
  const docs = (await api.deps.mongo?.collection('jobs').find({}).toArray()) ?? [];
  const waits = docs.map((d) => new Date(d.startedAt as Date).getTime() - new Date(d.createdAt as Date).getTime()).sort((a, b) => a - b);
  const work = docs.map((d) => new Date(d.finishedAt as Date).getTime() - new Date(d.startedAt as Date).getTime()).sort((a, b) => a - b);
  print(
    `  per job: queued p50 ${pct(waits, 50)} ms / p95 ${pct(waits, 95)} ms, in a worker p50 ${pct(work, 50)} ms / p95 ${pct(work, 95)} ms`,
  );
} finally {
  await Promise.allSettled(workers.map((w) => w.stop('bench')));
  await api.deps.mongo?.dropDatabase().catch(() => undefined);
  const keys = await api.deps.redis?.keys(`bench:${id}:*`);
  if (keys && keys.length > 0) await api.deps.redis?.del(...keys);
  await api.stop('bench');
  await bus.disconnect();
}
