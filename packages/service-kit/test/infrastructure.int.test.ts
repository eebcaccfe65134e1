import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Schema, type Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { topics, deadLetterTopic } from '@chainscribe/contracts';
import {
  AppError,
  connectMongo,
  connectRedis,
  createDailyCounter,
  createKafka,
  createLogger,
  createProcessedEvents,
  mapDuplicateKey,
  nextUtcMidnight,
  runConsumer,
  type KafkaBus,
} from '../src/index.ts';
import { createEventProbe, uniqueNames, waitFor } from '../src/testing/index.ts';

const infra = inject('infra');
const names = uniqueNames(inject('runId'), 'kit');
const logger = createLogger('kit-test', 'silent');

describe('Kafka through service-kit', () => {
  let bus: KafkaBus;
  beforeAll(async () => {
    bus = createKafka({
      brokers: infra.kafkaBrokers.split(','),
      sasl: infra.kafkaUsers.admin,
      clientId: 'kit-test',
      topicPrefix: names.topicPrefix,
      logger,
    });
    await bus.ensureTopics([topics.userRegistered], { partitions: 3 });
  });
  afterAll(() => bus.disconnect());

  it('when an event is published, then a consumer in another group receives it exactly as sent', async () => {
    const probe = await createEventProbe({
      brokers: infra.kafkaBrokers.split(','),
      sasl: infra.kafkaUsers.admin,
      topicPrefix: names.topicPrefix,
      topics: [topics.userRegistered],
    });
    const event = bus.event(
      'user.registered',
      { userId: 'user-1', email: 'a@example.com', plan: 'free', source: 'local', registeredAt: new Date().toISOString() },
      { key: 'user-1' },
    );
    await bus.publish(topics.userRegistered, event);
    const received = await probe.waitFor((e) => e.id === event.id, 'user.registered');
    expect(received).toMatchObject({ type: 'user.registered', version: 1, producer: 'kit-test', subject: 'user-1', data: event.data });
    await probe.stop();
  });

  it('when an event payload breaks its schema, then publish refuses it before anything is sent', async () => {
    const bad = {
      id: 'user.registered:user-2',
      type: 'user.registered',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'kit-test',
      subject: 'user-2',
      data: { userId: 'user-2' },
    };
    await expect(bus.publish(topics.userRegistered, bad)).rejects.toThrow(/email/);
  });

  it('when a handler keeps failing or a message is unreadable, then it lands on the dead-letter topic and the consumer moves on', async () => {
    await bus.ensureTopics([topics.paymentFailed]);
    const dlqProbe = createKafka({
      brokers: infra.kafkaBrokers.split(','),
      sasl: infra.kafkaUsers.admin,
      clientId: 'dlq-reader',
      topicPrefix: names.topicPrefix,
      logger,
    });
    const dlq = dlqProbe.kafka.consumer({ groupId: `${names.topicPrefix}dlq-reader` });
    const parked: { reason: string; value: string }[] = [];
    await dlq.connect();
    await dlq.subscribe({ topic: dlqProbe.topicName(deadLetterTopic(topics.paymentFailed)), fromBeginning: true });
    await dlq.run({
      eachMessage: async ({ message }) =>
        void parked.push({ reason: String(message.headers?.['dlq-reason']), value: String(message.value) }),
    });

    let attempts = 0;
    const handled: string[] = [];
    const consumer = await runConsumer(bus, {
      groupId: 'always-failing',
      topics: [topics.paymentFailed],
      maxAttempts: 3,
      retryBaseMs: 10,
      handle: async (event) => {
        if (event.subject === 'poison') {
          attempts++;
          throw new Error('boom');
        }
        handled.push(event.subject);
      },
    });
    await consumer.joined;
    const failed = (userId: string) =>
      bus.event(
        'payment.failed',
        { paymentId: `p-${userId}`, chargeId: `c-${userId}`, userId, status: 'failed', reason: 'test', failedAt: new Date().toISOString() },
        { key: `c-${userId}` },
      );
    await bus.publish(topics.paymentFailed, failed('poison'));
    await bus.sendRaw(topics.paymentFailed, [{ key: 'healthy', value: 'not json at all' }]);
    await bus.publish(topics.paymentFailed, failed('healthy'));

    await waitFor(() => parked.length >= 2 && handled.includes('healthy'), { timeoutMs: 20_000, what: 'dead letters' });
    expect(attempts).toBe(3);
    expect(parked.map((p) => p.reason).sort()).toEqual(
      [expect.stringContaining('handler failed 3 times: boom'), expect.stringContaining('unreadable event')].sort(),
    );
    await consumer.stop();
    await dlq.disconnect();
    await dlqProbe.disconnect();
  });
});

describe('MongoDB-wire server through mongoose', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectMongo(infra.mongoUrl, names.database('kit'), logger);
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('when a document is written, then it reads back; when a unique key repeats, then the error says what to do', async () => {
    const Account = connection.model('Account', new Schema({ email: { type: String, required: true, unique: true }, plan: String }));
    await Account.init();
    await Account.create({ email: 'dup@example.com', plan: 'free' });
    expect(await Account.findOne({ email: 'dup@example.com' }).lean()).toMatchObject({ plan: 'free' });

    const err = await Account.create({ email: 'dup@example.com', plan: 'premium' }).catch((e: unknown) => e);
    const mapped = mapDuplicateKey(err, { email: 'An account with this email already exists' });
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ status: 409, message: 'An account with this email already exists' });
    expect(await Account.countDocuments({ email: 'dup@example.com' })).toBe(1);
  });

  it('when the same event id is applied twice, then the effect runs once', async () => {
    const processed = createProcessedEvents(connection, 'kit-test');
    let runs = 0;
    expect(await processed.once('evt-1', async () => void runs++)).toBe(true);
    expect(await processed.once('evt-1', async () => void runs++)).toBe(false);
    expect(runs).toBe(1);
  });
});

describe('Redis daily counter', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectRedis(infra.redisUrl, logger);
  });
  afterAll(() => redis.quit());

  it('when 20 reservations race for 3 units, then exactly 3 succeed and the key expires at the next 00:00 UTC', async () => {
    // Redis expires keys by its own clock, so the injected day lies in the future.
    const now = new Date('2030-03-31T23:59:58.500Z');
    const counter = createDailyCounter(redis, { prefix: `${names.id}:threads`, now: () => now });
    const results = await Promise.all(Array.from({ length: 20 }, () => counter.reserve('user-1', 3)));
    expect(results.filter((r) => r.granted)).toHaveLength(3);
    expect(results.every((r) => r.date === '2030-03-31')).toBe(true);
    const expireAt = await redis.expiretime(counter.key('user-1', '2030-03-31'));
    expect(expireAt).toBe(nextUtcMidnight(now));
    expect(new Date(expireAt * 1000).toISOString()).toBe('2030-04-01T00:00:00.000Z');
  });

  it('when the UTC day turns, then the count starts again; a refund goes back to the day it was taken', async () => {
    let now = new Date('2030-06-30T23:59:59.000Z');
    const counter = createDailyCounter(redis, { prefix: `${names.id}:tweets`, now: () => now });
    const first = await counter.reserve('user-2', 1);
    expect(first.granted).toBe(true);
    expect((await counter.reserve('user-2', 1)).granted).toBe(false);
    now = new Date('2030-07-01T00:00:00.000Z');
    expect(await counter.used('user-2')).toBe(0);
    expect((await counter.reserve('user-2', 1)).granted).toBe(true);
    expect(await counter.refund('user-2', first.date)).toBe(0);
    expect(await counter.refund('user-2', first.date)).toBe(0);
    expect(await counter.used('user-2')).toBe(1);
  });
});
