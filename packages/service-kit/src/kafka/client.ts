import { Kafka, logLevel, Partitioners, type Admin, type Producer, type LogEntry } from 'kafkajs';
import {
  createEvent,
  deadLetterTopic,
  parseEvent,
  partitionKeyOf,
  type EventData,
  type EventEnvelope,
  type EventOf,
  type EventType,
} from '@chainscribe/contracts';
import { EngineTimeoutError, EngineUnavailableError, withDeadline } from '../engine-errors.ts';
import type { Logger } from '../logger.ts';
import { retry, sleep } from '../retry.ts';
import { engineCallDuration } from '../telemetry/metrics.ts';
import './idle-queue-fix.ts';

/**
 * How long a publish may take before the caller hears "Kafka is unavailable" (a 503 on a request
 * path). kafkajs alone would wait 30 s per request and then retry: a stalled broker must not hold
 * a user's request that long. The send itself goes on in the background and may still land later,
 * so a caller that gives up must make a late message harmless (the job it names is already closed).
 */
export const kafkaPublishTimeoutMs = 3000;

export interface KafkaOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Prepended to every topic name; tests use it to share one broker without interference. */
  topicPrefix?: string;
  publishTimeoutMs?: number;
  /** SASL/SCRAM-SHA-512 credentials of this service's Kafka user; none for a broker without authentication. */
  sasl?: KafkaSasl | undefined;
  /** TLS towards the brokers, trusting these CA certificates (PEM). */
  ssl?: { ca: string[] } | undefined;
}

export interface KafkaSasl {
  username: string;
  password: string;
}

/** kafkajs wraps the broker's answer; the authorization code may sit on the error or its cause. */
function authorizationFailure(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) {
    if ((e as Error & { type?: unknown }).type === 'TOPIC_AUTHORIZATION_FAILED' || /not authorized to access topics/i.test(e.message))
      return true;
  }
  return false;
}

function pinoLogCreator(logger: Logger) {
  return () =>
    ({ level, log }: LogEntry) => {
      const { message, ...extra } = log;
      if (level === logLevel.ERROR) logger.error(extra, `kafka: ${message}`);
      else if (level === logLevel.WARN) logger.warn(extra, `kafka: ${message}`);
      else logger.debug(extra, `kafka: ${message}`);
    };
}

function kafkaClientOf(options: KafkaOptions): Kafka {
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: logLevel.WARN,
    logCreator: pinoLogCreator(options.logger.child({ component: 'kafka' })),
    retry: { initialRetryTime: 200, retries: 8 },
    ...(options.ssl ? { ssl: { ca: options.ssl.ca } } : {}),
    ...(options.sasl
      ? { sasl: { mechanism: 'scram-sha-512' as const, username: options.sasl.username, password: options.sasl.password } }
      : {}),
  });
}

/** A client connected on first use and reused; a failed connection is forgotten so the next use tries again. */
function connectOnce<T extends { connect(): Promise<void>; disconnect(): Promise<void> }>(make: () => T) {
  let current: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      current ??= (async () => {
        const client = make();
        await client.connect();
        return client;
      })().catch((err: unknown) => {
        current = undefined;
        throw err;
      });
      return current;
    },
    async close(): Promise<void> {
      const closing = current;
      current = undefined;
      await closing?.then((client) => client.disconnect());
    },
  };
}

/**
 * Whatever kafkajs throws on a send (some of it plain Errors such as "Broker not connected") is
 * the broker's state, not the event's: it becomes Kafka being unavailable.
 */
function publishFailure(options: KafkaOptions, topic: string, fullName: string, err: unknown): EngineUnavailableError {
  // Not an outage: the broker's ACLs say this service may not write there (issue 26).
  if (authorizationFailure(err))
    options.logger.error(
      { topic: fullName, user: options.sasl?.username },
      'Kafka refused the publish: TOPIC_AUTHORIZATION_FAILED (this service does not own the topic)',
    );
  return new EngineUnavailableError('kafka', `Publishing to ${topic} failed: ${err instanceof Error ? err.message : String(err)}`, {
    cause: err,
  });
}

async function createMissingTopics(admin: Admin, names: string[], opts: { partitions?: number; replicationFactor?: number }) {
  await retry(
    'Creating Kafka topics',
    async () => {
      const existing = new Set(await admin.listTopics());
      const missing = names.filter((t) => !existing.has(t));
      if (missing.length === 0) return;
      await admin.createTopics({
        waitForLeaders: false,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: opts.partitions ?? 3,
          replicationFactor: opts.replicationFactor ?? 1,
        })),
      });
    },
    { attempts: 8, baseMs: 100, maxMs: 1000 },
  );
}

/**
 * Polls until every partition has a leader. Polled here rather than through kafkajs'
 * `waitForLeaders`, which fails on the transient "does not host this topic-partition" answer
 * right after creation.
 */
async function awaitLeaders(admin: Admin, names: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await admin
      .fetchTopicMetadata({ topics: names })
      .then(
        ({ topics: meta }) =>
          meta.length === names.length && meta.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0)),
      )
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`Kafka topics have no leaders after ${timeoutMs} ms: ${names.join(', ')}`);
    await sleep(100);
  }
}

/**
 * The only place kafkajs is touched (it is in maintenance mode: swapping it stays a one-folder
 * change). One producer per process, connected once and reused for every send.
 */
export function createKafka(options: KafkaOptions) {
  const prefix = options.topicPrefix ?? '';
  const kafka = kafkaClientOf(options);
  const producer = connectOnce(() =>
    kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, idempotent: true, maxInFlightRequests: 5 }),
  );
  const admin = connectOnce(() => kafka.admin());

  const topicName = (topic: string) => `${prefix}${topic}`;
  const publishTimeoutMs = options.publishTimeoutMs ?? kafkaPublishTimeoutMs;

  /** Connect (first time) and send, both within the publish deadline. */
  const send = (topic: string, messages: Parameters<Producer['send']>[0]['messages']) => {
    const end = engineCallDuration.startTimer({ engine: 'kafka', operation: 'publish' });
    return withDeadline(
      'kafka',
      `Publishing to ${topic}`,
      publishTimeoutMs,
      producer
        .get()
        .then((p) => p.send({ topic: topicName(topic), acks: -1, messages }))
        .catch((err: unknown) => {
          throw publishFailure(options, topic, topicName(topic), err);
        }),
    ).then(
      (sent) => {
        end({ outcome: 'ok' });
        return sent;
      },
      (err: unknown) => {
        end({ outcome: err instanceof EngineTimeoutError ? 'timeout' : 'error' });
        throw err;
      },
    );
  };

  return {
    kafka,
    /** The process's one admin client (lag reading, readiness, topic creation). */
    admin: () => admin.get(),
    clientId: options.clientId,
    logger: options.logger,
    topicName,

    /** A validated event stamped with this producer; `key` is the business key its id derives from. */
    event<T extends EventType>(type: T, data: EventData<T>, meta: { key: string; occurredAt?: Date; subject?: string }): EventOf<T> {
      return createEvent(type, data, {
        producer: options.clientId,
        occurredAt: meta.occurredAt ?? new Date(),
        key: meta.key,
        ...(meta.subject ? { subject: meta.subject } : {}),
      });
    },

    /**
     * Validates envelope and payload before anything leaves the process, then waits for all
     * in-sync replicas: the caller only reports success once the event is durable.
     */
    async publish(topic: string, event: EventEnvelope): Promise<void> {
      const valid = parseEvent(event);
      await send(topic, [{ key: partitionKeyOf(valid), value: JSON.stringify(valid), headers: { 'event-type': valid.type } }]);
    },

    /** Raw send, for the dead-letter path where the payload is by definition not valid. */
    async sendRaw(
      topic: string,
      messages: { key?: Buffer | string | null; value: Buffer | string | null; headers?: Record<string, string> }[],
    ) {
      await send(topic, messages);
    },

    /** Creates each topic and its dead-letter twin, then waits until every partition has a leader. */
    async ensureTopics(
      topics: readonly string[],
      opts: { partitions?: number; replicationFactor?: number; timeoutMs?: number } = {},
    ): Promise<void> {
      const a = await admin.get();
      const names = topics.flatMap((t) => [t, deadLetterTopic(t)]).map(topicName);
      await createMissingTopics(a, names, opts);
      await awaitLeaders(a, names, opts.timeoutMs ?? 30_000);
    },

    /** Readiness: the broker answers a metadata request. */
    async ping(): Promise<void> {
      const a = await admin.get();
      await a.describeCluster();
    },

    async disconnect(): Promise<void> {
      await Promise.allSettled([producer.close(), admin.close()]);
    },
  };
}

export type KafkaBus = ReturnType<typeof createKafka>;
