import type { Consumer, KafkaMessage } from 'kafkajs';
import { deadLetterTopic, parseEvent, type DomainEvent } from '@chainscribe/contracts';
import { isEngineUnavailable } from '../engine-errors.ts';
import { retry } from '../retry.ts';
import { handleBatchConcurrently } from './batch.ts';
import type { KafkaBus } from './client.ts';
import { watchConsumerLag } from '../telemetry/consumer-lag.ts';
import { consumerMessages, deadLetterMessages } from '../telemetry/metrics.ts';
import { inConsumedMessage } from '../telemetry/spans.ts';

export interface MessageMeta {
  topic: string;
  partition: number;
  offset: string;
  heartbeat: () => Promise<void>;
}

export interface ConsumerOptions {
  groupId: string;
  /** Unprefixed topic names; the bus applies its prefix. */
  topics: readonly string[];
  handle: (event: DomainEvent, meta: MessageMeta) => Promise<void>;
  /** Attempts before a message is parked on the dead-letter topic. */
  maxAttempts?: number;
  retryBaseMs?: number;
  fromBeginning?: boolean;
  sessionTimeoutMs?: number;
  /**
   * Failures that say "a dependency is down", not "this message is bad": they are retried without
   * limit (capped backoff) instead of sending a good event to the dead-letter topic.
   */
  isTransient?: (err: unknown) => boolean;
  /**
   * Messages handled at once per partition (default 1: one after another, in order). Above 1,
   * for handlers whose messages are independent and idempotent: a fetched batch runs that many
   * at a time and offsets are committed as a finished prefix (see batch.ts).
   */
  concurrency?: number;
  /** Partitions of this consumer handled at once (default 1). */
  partitionsConcurrently?: number;
}

const transientNames = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'KafkaJSConnectionError',
  'KafkaJSNumberOfRetriesExceeded',
]);
const transientCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/** Connection-level failures of our own dependencies (MongoDB, Redis, Kafka, HTTP peers). */
export function isTransientError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (isEngineUnavailable(err)) return true;
  const code = (err as { code?: unknown }).code;
  if (transientNames.has(err.name) || (typeof code === 'string' && transientCodes.has(code))) return true;
  if (/Connection is closed|Stream isn't writeable|max retries per request/i.test(err.message)) return true;
  return err.cause !== undefined && err.cause !== err && isTransientError(err.cause);
}

export interface RunningConsumer {
  consumer: Consumer;
  /** Resolves once the group has assigned partitions (tests wait on it before publishing). */
  joined: Promise<void>;
  stop: () => Promise<void>;
}

/** What handling one message needs from the consumer around it. */
interface Handling {
  bus: KafkaBus;
  log: KafkaBus['logger'];
  options: ConsumerOptions;
}

async function deadLetter({ bus, log, options }: Handling, topic: string, message: KafkaMessage, partition: number, reason: string) {
  log.error({ topic, partition, offset: message.offset, reason }, 'message sent to dead-letter topic');
  deadLetterMessages.inc({ group: options.groupId, topic });
  consumerMessages.inc({ group: options.groupId, topic, result: 'dead_lettered' });
  await bus.sendRaw(deadLetterTopic(topic), [
    {
      key: message.key,
      value: message.value,
      headers: {
        'dlq-reason': reason.slice(0, 1000),
        'dlq-source-topic': topic,
        'dlq-source-partition': String(partition),
        'dlq-source-offset': message.offset,
        'dlq-consumer-group': options.groupId,
      },
    },
  ]);
}

/**
 * Runs the handler until it succeeds. Transient failures (an engine stalled) are waited out
 * without limit; any other failure counts towards maxAttempts before the message goes to the
 * dead-letter topic.
 */
async function handleWithRetries(handling: Handling, event: DomainEvent, meta: MessageMeta, message: KafkaMessage): Promise<void> {
  const { log, options } = handling;
  const transient = options.isTransient ?? isTransientError;
  const maxAttempts = options.maxAttempts ?? 5;
  let failures = 0;
  try {
    await retry(
      `Handling ${event.id}`,
      async (attempt) => {
        if (attempt > 1) await meta.heartbeat();
        try {
          await options.handle(event, meta);
        } catch (err) {
          if (!transient(err)) failures++;
          throw err;
        }
      },
      {
        attempts: Number.POSITIVE_INFINITY,
        baseMs: options.retryBaseMs ?? 200,
        maxMs: 30_000,
        shouldRetry: (err) => transient(err) || failures < maxAttempts,
        onRetry: (err, attempt) =>
          log.warn(
            { topic: meta.topic, eventId: event.id, attempt, reason: reasonOf(err) },
            transient(err) ? 'dependency unavailable, retrying' : 'handler failed, retrying',
          ),
      },
    );
    consumerMessages.inc({ group: options.groupId, topic: meta.topic, result: 'handled' });
  } catch (err) {
    const reason = `handler failed ${failures} times: ${reasonOf(err instanceof Error ? err.cause : err)}`;
    await deadLetter(handling, meta.topic, message, meta.partition, reason);
  }
}

/** An unreadable message goes straight to the dead-letter topic; a readable one to the handler. */
async function handleMessage(handling: Handling, topic: string, partition: number, message: KafkaMessage, heartbeat: () => Promise<void>) {
  let event: DomainEvent;
  try {
    event = parseEvent(JSON.parse(message.value?.toString('utf8') ?? ''));
  } catch (err) {
    await deadLetter(handling, topic, message, partition, `unreadable event: ${(err as Error).message}`);
    return;
  }
  await handleWithRetries(handling, event, { topic, partition, offset: message.offset, heartbeat }, message);
}

/**
 * At-least-once: an offset is committed only after the handler returned (kafkajs commits what
 * eachMessage resolved). A message that cannot be parsed, or that keeps failing after bounded
 * retries, goes to `<topic>.dlq` with the reason, so the partition keeps moving and nothing is lost.
 */
export async function runConsumer(bus: KafkaBus, options: ConsumerOptions): Promise<RunningConsumer> {
  const handling: Handling = { bus, log: bus.logger.child({ consumer: options.groupId }), options };
  const consumer = bus.kafka.consumer({
    groupId: bus.topicName(options.groupId),
    sessionTimeout: options.sessionTimeoutMs ?? 30_000,
    retry: { retries: 10 },
  });
  const prefix = bus.topicName('');
  const unprefixed = (topic: string) => (prefix && topic.startsWith(prefix) ? topic.slice(prefix.length) : topic);

  const joined = new Promise<void>((resolve) => {
    const off = consumer.on(consumer.events.GROUP_JOIN, () => {
      off();
      resolve();
    });
  });
  await consumer.connect();
  await consumer.subscribe({ topics: options.topics.map((topic) => bus.topicName(topic)), fromBeginning: options.fromBeginning ?? true });
  const concurrency = options.concurrency ?? 1;
  const partitionsConsumedConcurrently = options.partitionsConcurrently ?? 1;
  await consumer.run(
    concurrency > 1
      ? {
          autoCommit: true,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently,
          eachBatch: (payload) => {
            const { topic, partition } = payload.batch;
            return handleBatchConcurrently(payload, concurrency, (message) =>
              inConsumedMessage({ topic, partition, offset: message.offset, headers: message.headers }, () =>
                handleMessage(handling, unprefixed(topic), partition, message, () => payload.heartbeat()),
              ),
            );
          },
        }
      : {
          autoCommit: true,
          partitionsConsumedConcurrently,
          eachMessage: (payload) =>
            handleMessage(handling, unprefixed(payload.topic), payload.partition, payload.message, () => payload.heartbeat()),
        },
  );
  const unwatch = watchConsumerLag({
    groupId: bus.topicName(options.groupId),
    label: options.groupId,
    topics: options.topics.map((t) => ({ full: bus.topicName(t), label: t })),
    admin: () => bus.admin(),
  });
  return {
    consumer,
    joined,
    stop: async () => {
      unwatch();
      await consumer.disconnect();
    },
  };
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
