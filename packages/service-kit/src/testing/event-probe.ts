import { randomBytes } from 'node:crypto';
import type { DomainEvent } from '@chainscribe/contracts';
import { createKafka, type KafkaSasl } from '../kafka/client.ts';
import { runConsumer } from '../kafka/consumer.ts';
import { createLogger } from '../logger.ts';
import { waitFor } from './wait-for.ts';

/**
 * A consumer in its own group that records every event on the given topics, so a test can assert
 * what a service published (and how many times) through the real broker.
 */
export async function createEventProbe(options: {
  brokers: string[];
  topicPrefix: string;
  topics: readonly string[];
  sasl?: KafkaSasl | undefined;
}) {
  const bus = createKafka({
    brokers: options.brokers,
    clientId: 'event-probe',
    topicPrefix: options.topicPrefix,
    logger: createLogger('event-probe', 'warn'),
    sasl: options.sasl,
  });
  const seen: (DomainEvent & { topic: string })[] = [];
  const consumer = await runConsumer(bus, {
    groupId: `probe-${randomBytes(4).toString('hex')}`,
    topics: options.topics,
    fromBeginning: true,
    handle: async (event, meta) => {
      seen.push({ ...event, topic: meta.topic });
    },
  });
  // Partitions assigned: nothing published after this call is missed.
  await consumer.joined;
  return {
    seen,
    of: (type: string) => seen.filter((e) => e.type === type),
    waitFor: (predicate: (e: DomainEvent) => boolean, what = 'event') => waitFor(() => seen.find(predicate), { timeoutMs: 15_000, what }),
    async stop() {
      await consumer.stop();
      await bus.disconnect();
    },
  };
}
