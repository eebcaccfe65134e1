import { Writable } from 'node:stream';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTopics, createEvent, deadLetterTopic, topics } from '@chainscribe/contracts';
import { createKafka, createLogger, EngineUnavailableError, type KafkaBus, type KafkaSasl } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { grantKafkaAcls, kafkaAccess, kafkaUsers, type KafkaUser } from '../deploy/local/kafka-access.ts';
import { kafkaUserOf, startPrivateKafka, type PrivateEngine } from './support/private-engines.ts';

/**
 * The launcher's broker with SASL/SCRAM users and StandardAuthorizer ACLs, private to this file
 * (the shared broker may predate them): each service's credentials do its job and nothing else.
 */
describe('Kafka users and ACLs', () => {
  let engine: PrivateEngine;
  let adminBus: KafkaBus;
  const closers: (() => Promise<unknown>)[] = [];
  const credentials = (user: string): KafkaSasl => {
    const found = kafkaUserOf(engine, user);
    if (!found) throw new Error(`no Kafka user ${user}`);
    return found;
  };
  const client = (sasl: KafkaSasl | undefined, clientId: string) =>
    new Kafka({
      clientId,
      brokers: [engine.url],
      logLevel: logLevel.NOTHING,
      connectionTimeout: 3000,
      // An idempotent producer needs retries; a refusal is not retried anyway.
      retry: { retries: 3, initialRetryTime: 100 },
      ...(sasl ? { sasl: { mechanism: 'scram-sha-512' as const, ...sasl } } : {}),
    });
  const producerOf = async (user: KafkaUser): Promise<Producer> => {
    const producer = client(credentials(user), `${user}-acl-test`).producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    closers.push(() => producer.disconnect());
    return producer;
  };
  const failureOf = async (attempt: Promise<unknown>): Promise<string> => {
    try {
      await attempt;
      return 'allowed';
    } catch (err) {
      const e = err as Error & { type?: string; cause?: Error & { type?: string } };
      const type = e.type ?? e.cause?.type;
      if (type) return type;
      return /not authorized to access topics/i.test(e.message) ? 'TOPIC_AUTHORIZATION_FAILED' : e.message;
    }
  };
  const forgedPayment = () =>
    createEvent(
      'payment.confirmed',
      {
        paymentId: 'made-up-payment',
        chargeId: `ch_${'f'.repeat(32)}`,
        userId: 'free-user',
        plan: 'premium',
        amount: 9.99,
        currency: 'USD',
        provider: 'sandbox',
        providerEventId: 'evt_made_up',
        confirmedAt: new Date().toISOString(),
        periodDays: 30,
      },
      { producer: 'accounts', key: 'forged', occurredAt: new Date() },
    );
  const endOffset = async (topic: string) =>
    (await (await adminBus.admin()).fetchTopicOffsets(topic)).reduce((sum, p) => sum + Number(p.high), 0);

  beforeAll(async () => {
    engine = await startPrivateKafka();
    adminBus = createKafka({
      brokers: [engine.url],
      clientId: 'acl-admin',
      logger: createLogger('acl-admin', 'silent'),
      sasl: credentials('admin'),
    });
    await adminBus.ensureTopics(allTopics, { partitions: 1 });
    await grantKafkaAcls(await adminBus.admin());
  }, 120_000);
  afterAll(async () => {
    for (const close of closers.splice(0)) await close().catch(() => undefined);
    await adminBus?.disconnect();
    await engine?.stop();
  }, 60_000);

  it('when a client connects without credentials or with a wrong password, then the broker refuses it', async () => {
    // The listener answers only the version handshake before a SASL login; any real request closes the connection.
    const anonymous = client(undefined, 'anonymous').admin();
    closers.push(() => anonymous.disconnect());
    expect(await failureOf(anonymous.connect().then(() => anonymous.listTopics()))).toMatch(/closed|connection/i);
    const anonymousProducer = client(undefined, 'anonymous-producer').producer();
    closers.push(() => anonymousProducer.disconnect());
    expect(
      await failureOf(
        anonymousProducer.connect().then(() => anonymousProducer.send({ topic: topics.paymentConfirmed, messages: [{ value: '{}' }] })),
      ),
    ).not.toBe('allowed');
    const wrong = client({ username: 'accounts', password: 'not-the-password' }, 'wrong-password').admin();
    expect(await failureOf(wrong.connect())).toMatch(/SASL|authentication/i);
  });

  it('when analytics or generation publishes a forged payment.confirmed, then the broker refuses it (TOPIC_AUTHORIZATION_FAILED) and nothing is written', async () => {
    const event = forgedPayment();
    for (const user of ['analytics', 'generation', 'gateway'] as const) {
      const producer = await producerOf(user);
      const refused = await failureOf(
        producer.send({ topic: topics.paymentConfirmed, acks: -1, messages: [{ key: 'forged', value: JSON.stringify(event) }] }),
      );
      expect(refused, user).toBe('TOPIC_AUTHORIZATION_FAILED');
    }
    expect(await endOffset(topics.paymentConfirmed)).toBe(0);
  });

  it('when a service publishes through service-kit to a topic it does not own, then the call fails and the refusal is logged', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const bus = createKafka({
      brokers: [engine.url],
      clientId: 'analytics',
      logger: pino({ level: 'error' }, sink),
      sasl: credentials('analytics'),
    });
    closers.push(() => bus.disconnect());
    const failure = await bus.publish(topics.paymentConfirmed, forgedPayment()).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(EngineUnavailableError);
    expect(lines).toContainEqual(
      expect.objectContaining({
        topic: topics.paymentConfirmed,
        user: 'analytics',
        msg: expect.stringContaining('TOPIC_AUTHORIZATION_FAILED') as unknown,
      }),
    );
    expect(await endOffset(topics.paymentConfirmed)).toBe(0);
  });

  for (const user of kafkaUsers) {
    it(`when ${user} publishes to every topic, then only its own topics and the dead letters of what it reads are accepted`, async () => {
      const producer = await producerOf(user);
      const allowed = new Set<string>([...kafkaAccess[user].produces, ...kafkaAccess[user].consumes.map(deadLetterTopic)]);
      for (const topic of allTopics.flatMap((t) => [t, deadLetterTopic(t)])) {
        const result = await failureOf(producer.send({ topic, acks: -1, messages: [{ key: 'k', value: '{}' }] }));
        expect(result, `${user} → ${topic}`).toBe(allowed.has(topic) ? 'allowed' : 'TOPIC_AUTHORIZATION_FAILED');
      }
    });
  }

  it("when a service reads in its own group, then it gets its topics; in another service's group or on a topic it does not read, then the broker refuses", async () => {
    // The first group request creates __consumer_offsets; let the super user wait for its coordinator.
    const superAdmin = await adminBus.admin();
    await waitFor(
      () =>
        superAdmin.fetchOffsets({ groupId: 'accounts-billing', topics: [topics.paymentConfirmed] }).then(
          () => true,
          () => undefined,
        ),
      { timeoutMs: 20_000, what: 'the group coordinator' },
    );
    const accounts = client(credentials('accounts'), 'accounts-acl-test').admin();
    await accounts.connect();
    closers.push(() => accounts.disconnect());
    // Offsets of its own group on a topic it reads: allowed (Describe on group and topic).
    await expect(accounts.fetchOffsets({ groupId: 'accounts-billing', topics: [topics.paymentConfirmed] })).resolves.toHaveLength(1);
    // The broker answers FindCoordinator with GROUP_AUTHORIZATION_FAILED, which kafkajs reports as no coordinator
    // (the same call for its own group succeeded just above, on the same broker).
    expect(await failureOf(accounts.fetchOffsets({ groupId: 'generation-workers', topics: [topics.paymentConfirmed] }))).toMatch(
      /GROUP_AUTHORIZATION_FAILED|not authorized|Failed to find group coordinator/i,
    );

    const consumer = client(credentials('analytics'), 'analytics-acl-test').consumer({ groupId: 'analytics.activity-acl-test' });
    await consumer.connect();
    closers.push(() => consumer.disconnect());
    expect(await failureOf(consumer.subscribe({ topics: [topics.paymentConfirmed] }))).toMatch(
      /TOPIC_AUTHORIZATION_FAILED|not authorized|does not host/i,
    );
    await expect(consumer.subscribe({ topics: [topics.userRegistered] })).resolves.toBeUndefined();
  });
});
