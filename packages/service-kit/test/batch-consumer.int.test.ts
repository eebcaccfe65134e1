import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { topics } from '@chainscribe/contracts';
import { createKafka, createLogger, runConsumer, type KafkaBus } from '../src/index.ts';
import { uniqueNames, waitFor } from '../src/testing/index.ts';

const infra = inject('infra');
const names = uniqueNames(inject('runId'), 'batch-consumer');

describe('a consumer handling several messages of a partition at once', () => {
  let bus: KafkaBus;
  beforeAll(async () => {
    bus = createKafka({
      brokers: infra.kafkaBrokers.split(','),
      sasl: infra.kafkaUsers.admin,
      clientId: 'batch-test',
      topicPrefix: names.topicPrefix,
      logger: createLogger('batch-test', 'silent'),
    });
    await bus.ensureTopics([topics.userRegistered], { partitions: 1 });
  });
  afterAll(() => bus.disconnect());

  it('when 40 events arrive on one partition, then each is handled once, several at a time, and the group commits past the last', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const event = bus.event(
        'user.registered',
        { userId: `user-${i}`, email: `u${i}@example.com`, plan: 'free', source: 'local', registeredAt: new Date().toISOString() },
        { key: `user-${i}` },
      );
      ids.push(event.id);
      await bus.publish(topics.userRegistered, event);
    }
    const handled: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const consumer = await runConsumer(bus, {
      groupId: 'batch-group',
      topics: [topics.userRegistered],
      concurrency: 8,
      handle: async (event) => {
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 10 + Math.random() * 20));
        handled.push(event.id);
        inFlight--;
      },
    });
    try {
      await waitFor(() => handled.length >= 40, { timeoutMs: 30_000, what: '40 events handled' });
      expect([...handled].sort()).toEqual([...ids].sort());
      expect(mostInFlight).toBeGreaterThan(1);
      expect(mostInFlight).toBeLessThanOrEqual(8);
      const admin = await bus.admin();
      await waitFor(
        async () => {
          const [offsets] = await admin.fetchOffsets({
            groupId: bus.topicName('batch-group'),
            topics: [bus.topicName(topics.userRegistered)],
          });
          return offsets?.partitions[0]?.offset === '40';
        },
        { timeoutMs: 15_000, what: 'offset 40 committed' },
      );
    } finally {
      await consumer.stop();
    }
  });
});
