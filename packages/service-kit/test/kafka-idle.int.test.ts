import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { topics } from '@chainscribe/contracts';
import { createKafka, createLogger, runConsumer, type KafkaBus, type RunningConsumer } from '../src/index.ts';
import { uniqueNames, waitFor } from '../src/testing/index.ts';

const infra = inject('infra');
const names = uniqueNames(inject('runId'), 'kafka-idle');

describe('an idle service connected to Kafka', () => {
  let bus: KafkaBus;
  let consumer: RunningConsumer;
  beforeAll(async () => {
    bus = createKafka({
      brokers: infra.kafkaBrokers.split(','),
      sasl: infra.kafkaUsers.admin,
      clientId: 'idle-test',
      topicPrefix: names.topicPrefix,
      logger: createLogger('idle-test', 'silent'),
    });
    await bus.ensureTopics([topics.userRegistered], { partitions: 1 });
    const handled: string[] = [];
    consumer = await runConsumer(bus, {
      groupId: 'idle-group',
      topics: [topics.userRegistered],
      handle: async (event) => void handled.push(event.id),
    });
    const event = bus.event(
      'user.registered',
      { userId: 'user-1', email: 'u1@example.com', plan: 'free', source: 'local', registeredAt: new Date().toISOString() },
      { key: 'user-1' },
    );
    await bus.publish(topics.userRegistered, event);
    await waitFor(() => handled.includes(event.id), { timeoutMs: 30_000, what: 'the event handled' });
  });
  afterAll(async () => {
    await consumer.stop();
    await bus.disconnect();
  });

  it('when nothing is sent for half a second, then no broker connection re-arms a millisecond timer (kafkajs#1556)', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const spinning = timers.mock.calls.filter(([, delay]) => typeof delay === 'number' && delay < 2);
    timers.mockRestore();
    expect(spinning).toEqual([]);
  });
});
