import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';
import { load, mustSucceed, type LoadResult } from './load.ts';
import { startChild } from './processes.ts';

export interface Engines {
  mongoUrl: string;
  redisUrl: string;
  kafkaBrokers: string[];
  kafkaUser?: { username: string; password: string } | undefined;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Bare node:http in its own process, loaded like the services are. */
export async function bareHttp(connections: number, seconds: number): Promise<LoadResult> {
  const server = await startChild('bare-http', 'bench/throughput/bare-server.ts', {});
  try {
    await load({ url: `${server.url}/x`, connections, seconds: 1 });
    return mustSucceed('bare node:http', await load({ url: `${server.url}/x`, connections, seconds }));
  } finally {
    await server.stop();
  }
}

/**
 * A bare kafkajs produce → consume round trip on a fresh one-partition topic, one message at a
 * time (acks from all in-sync replicas, as our producer sends): the floor under any Kafka hop.
 */
export async function kafkaRoundTrip(engines: Engines, n: number): Promise<{ p50: number; p99: number }> {
  const kafka = new Kafka({
    clientId: 'bench-roundtrip',
    brokers: engines.kafkaBrokers,
    logLevel: logLevel.NOTHING,
    ...(engines.kafkaUser ? { sasl: { mechanism: 'scram-sha-512' as const, ...engines.kafkaUser } } : {}),
  });
  const topic = `bench-roundtrip-${randomBytes(4).toString('hex')}`;
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 1, replicationFactor: 1 }], waitForLeaders: true });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 5 });
  const consumer = kafka.consumer({ groupId: topic });
  await Promise.all([producer.connect(), consumer.connect()]);
  await consumer.subscribe({ topic, fromBeginning: true });
  const waiting = new Map<string, () => void>();
  await consumer.run({ eachMessage: async ({ message }) => waiting.get(message.value?.toString() ?? '')?.() });
  const roundTrip = async (i: number) => {
    const arrived = new Promise<void>((resolve) => waiting.set(String(i), resolve));
    const started = performance.now();
    await producer.send({ topic, acks: -1, messages: [{ value: String(i) }] });
    await arrived;
    return performance.now() - started;
  };
  try {
    await roundTrip(-1); // the group joins and the first fetch starts
    for (let i = 0; i < 20; i++) await roundTrip(-2 - i);
    const samples: number[] = [];
    for (let i = 0; i < n; i++) samples.push(await roundTrip(i));
    samples.sort((a, b) => a - b);
    return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
  } finally {
    await Promise.allSettled([consumer.disconnect(), producer.disconnect()]);
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  }
}

/** Raw EVALSHA of a one-key script, one at a time: the floor under one Redis round trip. */
export async function redisEvalsha(engines: Engines, n: number): Promise<{ p50: number; opsPerSecond: number }> {
  const redis = new Redis(engines.redisUrl, { lazyConnect: true });
  await redis.connect();
  const key = `bench:evalsha:${randomBytes(4).toString('hex')}`;
  const sha = (await redis.script('LOAD', "return redis.call('INCR', KEYS[1])")) as string;
  try {
    for (let i = 0; i < 200; i++) await redis.evalsha(sha, 1, key);
    const samples: number[] = [];
    const started = performance.now();
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await redis.evalsha(sha, 1, key);
      samples.push(performance.now() - t);
    }
    const seconds = (performance.now() - started) / 1000;
    samples.sort((a, b) => a - b);
    return { p50: percentile(samples, 0.5), opsPerSecond: n / seconds };
  } finally {
    await redis.del(key);
    redis.disconnect();
  }
}

/**
 * What the MongoDB-wire engine does per second with 8 operations in flight, the worker's own
 * concurrency: inserts of 2 KB documents (a job's history) and updates by `_id` (its
 * transitions). On FerretDB these bound the pipeline: a thread job makes 3 inserts and 2 updates.
 */
export async function mongoWrites(engines: Engines, n: number): Promise<{ insertsPerSecond: number; updatesPerSecond: number }> {
  const client = new MongoClient(engines.mongoUrl, { maxPoolSize: 16 });
  const db = client.db(`bench_writes_${randomBytes(3).toString('hex')}`);
  const docs = db.collection<{ _id: string; n: number; pad: string }>('docs');
  const pad = 'x'.repeat(2000);
  const rate = async (op: (i: number) => Promise<unknown>) => {
    let next = 0;
    const started = performance.now();
    const lane = async () => {
      for (let i = next++; i < n; i = next++) await op(i);
    };
    await Promise.all(Array.from({ length: 8 }, lane));
    return n / ((performance.now() - started) / 1000);
  };
  try {
    const insertsPerSecond = await rate((i) => docs.insertOne({ _id: `d${i}`, n: 0, pad }));
    const updatesPerSecond = await rate((i) => docs.updateOne({ _id: `d${i}` }, { $set: { n: i } }));
    return { insertsPerSecond, updatesPerSecond };
  } finally {
    await db.dropDatabase().catch(() => undefined);
    await client.close();
  }
}
