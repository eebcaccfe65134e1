import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { topics } from '@chainscribe/contracts';
import {
  closeServer,
  connectMongo,
  connectRedis,
  createHttpApp,
  createKafka,
  createLogger,
  listen,
  runConsumer,
  type KafkaBus,
} from '../src/index.ts';
import { instrumentMongo, instrumentRedis } from '../src/telemetry/engine-metrics.ts';
import { startMetricsServer } from '../src/telemetry/metrics-server.ts';
import { scrape, uniqueNames, waitFor } from '../src/testing/index.ts';

const infra = inject('infra');
const names = uniqueNames(inject('runId'), 'telemetry');
const logger = createLogger('telemetry-test', 'silent');

let metrics: Awaited<ReturnType<typeof startMetricsServer>>;
beforeAll(async () => {
  metrics = await startMetricsServer(0, '127.0.0.1');
});
afterAll(() => closeServer(metrics.server));

describe('/metrics on its own port', () => {
  it('when Prometheus scrapes, then it gets the text format with event-loop lag and memory; any other path is 404', async () => {
    const res = await fetch(metrics.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const body = await scrape(metrics.url);
    expect(body.series('nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(body.value('process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect((await fetch(metrics.url.replace('/metrics', '/healthz'))).status).toBe(404);
  });

  it('when requests hit a route with an id, then they count under the route template, never the raw path', async () => {
    const http = createHttpApp({ service: 'metrics-probe', logger });
    http.app.get('/things/:id', (_req, res) => {
      res.json({ ok: true });
    });
    const { server, url } = await listen(http.finish(), 0);
    try {
      const before = await scrape(metrics.url);
      const labels = { service: 'metrics-probe', method: 'GET', route: '/things/:id', status: '200' };
      await fetch(`${url}/things/user-4711`);
      await fetch(`${url}/things/user-4712`);
      await fetch(`${url}/nowhere/user-4713`);
      const after = await scrape(metrics.url);
      expect(after.value('http_request_duration_seconds_count', labels) - before.value('http_request_duration_seconds_count', labels)).toBe(
        2,
      );
      expect(after.value('http_request_duration_seconds_count', { service: 'metrics-probe', route: 'unmatched', status: '404' })).toBe(1);
      expect(after.text).not.toContain('user-471');
    } finally {
      await closeServer(server);
    }
  });
});

describe('engine call metrics', () => {
  it('when Redis and MongoDB answer, then each command is timed under its name', async () => {
    const redis = await connectRedis(infra.redisUrl, logger);
    const mongo = await connectMongo(infra.mongoUrl, names.database('kit'), logger);
    try {
      instrumentRedis(redis);
      instrumentMongo(mongo);
      const before = await scrape(metrics.url);
      await redis.incr(`${names.id}:telemetry`);
      await redis.del(`${names.id}:telemetry`);
      await mongo.db?.collection('probe').findOne({});
      const after = await scrape(metrics.url);
      const delta = (labels: Record<string, string>) =>
        after.value('engine_call_duration_seconds_count', labels) - before.value('engine_call_duration_seconds_count', labels);
      expect(delta({ engine: 'redis', operation: 'incr', outcome: 'ok' })).toBe(1);
      expect(delta({ engine: 'redis', operation: 'del', outcome: 'ok' })).toBe(1);
      expect(delta({ engine: 'mongo', operation: 'find', outcome: 'ok' })).toBe(1);
    } finally {
      await redis.quit();
      await mongo.dropDatabase().catch(() => undefined);
      await mongo.close();
    }
  });

  it('when Redis stops answering, then the command fails at its deadline and counts as a timeout', { timeout: 15_000 }, async () => {
    // A server that accepts and never answers: what a stalled Redis looks like from the client.
    const accepted: Socket[] = [];
    const silent: Server = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const redis = new Redis({
      port,
      host: '127.0.0.1',
      commandTimeout: 100,
      enableReadyCheck: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      instrumentRedis(redis);
      const before = await scrape(metrics.url);
      await expect(redis.get('anything')).rejects.toThrow('Command timed out');
      const after = await scrape(metrics.url);
      expect(
        after.value('engine_call_timeouts_total', { engine: 'redis' }) - before.value('engine_call_timeouts_total', { engine: 'redis' }),
      ).toBe(1);
      expect(
        after.value('engine_call_duration_seconds_count', { engine: 'redis', operation: 'get', outcome: 'timeout' }) -
          before.value('engine_call_duration_seconds_count', { engine: 'redis', operation: 'get', outcome: 'timeout' }),
      ).toBe(1);
    } finally {
      redis.disconnect();
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('Kafka consumer metrics', () => {
  let bus: KafkaBus;
  beforeAll(async () => {
    bus = createKafka({
      brokers: infra.kafkaBrokers.split(','),
      sasl: infra.kafkaUsers.admin,
      clientId: 'telemetry-test',
      topicPrefix: names.topicPrefix,
      logger,
    });
    await bus.ensureTopics([topics.userRegistered], { partitions: 1 });
  }, 60_000);
  afterAll(() => bus.disconnect());

  it('when a consumer stops taking messages, then its lag shows per partition; when it resumes, then the lag drains to 0', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = false;
    const group = `lag-${names.id}`;
    const consumer = await runConsumer(bus, {
      groupId: group,
      topics: [topics.userRegistered],
      handle: async () => {
        entered = true;
        await gate;
      },
    });
    try {
      await consumer.joined;
      for (let i = 0; i < 4; i++) {
        const userId = `lag-user-${i}`;
        await bus.publish(
          topics.userRegistered,
          bus.event(
            'user.registered',
            { userId, email: null, plan: 'free', source: 'local', registeredAt: new Date().toISOString() },
            { key: userId },
          ),
        );
      }
      await waitFor(async () => entered || undefined, { timeoutMs: 20_000, what: 'the handler to take the first message' });
      const stuck = await scrape(metrics.url);
      expect(stuck.value('kafka_consumer_lag', { group, topic: topics.userRegistered, partition: '0' })).toBe(4);
      release();
      await waitFor(
        async () =>
          (await scrape(metrics.url)).value('kafka_consumer_lag', { group, topic: topics.userRegistered }) === 0 ? true : undefined,
        {
          timeoutMs: 20_000,
          intervalMs: 200,
          what: 'the lag to drain',
        },
      );
      const drained = await scrape(metrics.url);
      expect(drained.value('kafka_consumer_messages_total', { group, topic: topics.userRegistered, result: 'handled' })).toBe(4);
    } finally {
      release();
      await consumer.stop();
    }
  }, 60_000);

  it('when a message cannot be read, then it is dead-lettered and counted for its group and topic', async () => {
    const group = `dlq-${names.id}`;
    const consumer = await runConsumer(bus, { groupId: group, topics: [topics.userRegistered], handle: async () => undefined });
    try {
      await consumer.joined;
      await bus.sendRaw(topics.userRegistered, [{ key: 'x', value: 'not json' }]);
      const counted = await waitFor(
        async () => {
          const now = await scrape(metrics.url);
          return now.value('kafka_dead_letter_messages_total', { group, topic: topics.userRegistered }) >= 1 ? now : undefined;
        },
        { timeoutMs: 20_000, intervalMs: 200, what: 'the dead-letter counter' },
      );
      expect(counted.value('kafka_dead_letter_messages_total', { group, topic: topics.userRegistered })).toBe(1);
    } finally {
      await consumer.stop();
    }
  }, 60_000);
});
