import { kafkaSecurityOf } from './config.ts';
import type { ServiceSpec } from './service.ts';

// How a process's config (baseEnv, mongoEnv, redisEnv, kafkaEnv variables) becomes startService's
// spec: one mapping for every service, so a new variable reaches all of them at once.

/** Where the process listens: PORT, HOST and METRICS_PORT. */
export function listenersOf(config: { PORT: number; HOST: string; METRICS_PORT?: number | undefined }) {
  return { port: config.PORT, host: config.HOST, metricsPort: config.METRICS_PORT } satisfies Partial<ServiceSpec>;
}

export function mongoOf(config: { MONGO_URL: string; MONGO_DB: string }): NonNullable<ServiceSpec['mongo']> {
  return { url: config.MONGO_URL, dbName: config.MONGO_DB };
}

export function redisOf(config: { REDIS_URL: string }): NonNullable<ServiceSpec['redis']> {
  return { url: config.REDIS_URL };
}

/** The brokers, the topic prefix, and this service's Kafka user and CA (see kafkaSecurityOf). */
export function kafkaOf(
  config: { KAFKA_BROKERS: string[]; KAFKA_TOPIC_PREFIX: string } & Parameters<typeof kafkaSecurityOf>[0],
): NonNullable<ServiceSpec['kafka']> {
  return { brokers: config.KAFKA_BROKERS, topicPrefix: config.KAFKA_TOPIC_PREFIX, ...kafkaSecurityOf(config) };
}
