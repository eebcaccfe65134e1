import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { createReadiness, type Readiness } from './health.ts';
import { closeServer, listen } from './http.ts';
import { createKafka, type KafkaBus, type KafkaSasl } from './kafka/client.ts';
import type { RunningConsumer } from './kafka/consumer.ts';
import type { Logger } from './logger.ts';
import { connectMongo, pingMongo } from './mongo.ts';
import { connectRedis, pingRedis } from './redis.ts';
import { createShutdown } from './shutdown.ts';
import { instrumentMongo, instrumentRedis } from './telemetry/engine-metrics.ts';
import { startMetricsServer } from './telemetry/metrics-server.ts';

export interface ServiceDeps {
  logger: Logger;
  readiness: Readiness;
  mongo: Connection | undefined;
  redis: Redis | undefined;
  kafka: KafkaBus | undefined;
}

export interface BuiltService {
  /** Absent for processes without HTTP routes of their own (the generation worker still serves health). */
  app: Express;
  consumers?: RunningConsumer[];
  /** Timers and loops to stop after consumers, before connections close. */
  background?: { name: string; stop: () => Promise<void> | void }[];
}

export interface ServiceSpec {
  name: string;
  port: number;
  /** Where to listen: from the process's config (HOST), 0.0.0.0 in containers; no silent default. */
  host: string;
  /** /metrics on its own port (METRICS_PORT); absent means no metrics listener (tests that need none). */
  metricsPort?: number | undefined;
  logger: Logger;
  mongo?: { url: string; dbName: string };
  redis?: { url: string };
  kafka?: {
    brokers: string[];
    topicPrefix?: string;
    sasl?: KafkaSasl | undefined;
    ssl?: { ca: string[] } | undefined;
    ensureTopics?: readonly string[];
    partitions?: number;
  };
  build: (deps: ServiceDeps) => Promise<BuiltService>;
}

export interface RunningService {
  url: string;
  /** Where Prometheus scrapes this process, when it has a metrics port. */
  metricsUrl: string | undefined;
  port: number;
  server: Server;
  deps: ServiceDeps;
  stop: (reason?: string) => Promise<void>;
  /** Makes SIGTERM/SIGINT (and programming errors) run the same ordered stop. */
  installSignalHandlers: () => void;
}

/**
 * The composition chassis every process shares: connect what it uses (with retries), build the
 * app, listen, and register the ordered shutdown of ARCHITECTURE/CONVENTIONS (not-ready → HTTP →
 * consumers → background → producer → Mongo → Redis).
 */
export async function startService(spec: ServiceSpec): Promise<RunningService> {
  const { logger } = spec;
  const readiness = createReadiness();
  const shutdown = createShutdown(logger);
  const opened: { name: string; close: () => Promise<unknown> }[] = [];
  try {
    const mongo = spec.mongo ? await connectMongo(spec.mongo.url, spec.mongo.dbName, logger) : undefined;
    if (mongo) {
      instrumentMongo(mongo);
      opened.push({ name: 'mongo', close: () => mongo.close() });
      readiness.add('mongo', () => pingMongo(mongo));
    }
    const redis = spec.redis ? await connectRedis(spec.redis.url, logger) : undefined;
    if (redis) {
      instrumentRedis(redis);
      opened.push({ name: 'redis', close: () => redis.quit() });
      readiness.add('redis', () => pingRedis(redis));
    }
    const kafka = spec.kafka
      ? createKafka({
          brokers: spec.kafka.brokers,
          clientId: spec.name,
          logger,
          topicPrefix: spec.kafka.topicPrefix ?? '',
          sasl: spec.kafka.sasl,
          ssl: spec.kafka.ssl,
        })
      : undefined;
    if (kafka) {
      opened.unshift({ name: 'kafka', close: () => kafka.disconnect() });
      readiness.add('kafka', () => kafka.ping());
      if (spec.kafka?.ensureTopics?.length) {
        await kafka.ensureTopics(spec.kafka.ensureTopics, { partitions: spec.kafka.partitions ?? 3 });
      }
    }
    const deps: ServiceDeps = { logger, readiness, mongo, redis, kafka };
    const built = await spec.build(deps);
    const { server, port, url } = await listen(built.app, spec.port, spec.host);
    const metrics = spec.metricsPort === undefined ? undefined : await startMetricsServer(spec.metricsPort, spec.host);

    shutdown.add('readiness', () => readiness.setShuttingDown());
    shutdown.add('http', () => closeServer(server));
    if (metrics) shutdown.add('metrics', () => closeServer(metrics.server));
    for (const consumer of built.consumers ?? []) shutdown.add('consumer', () => consumer.stop());
    for (const task of built.background ?? []) shutdown.add(task.name, () => task.stop());
    for (const resource of opened) shutdown.add(resource.name, () => resource.close());

    logger.info({ url, metricsUrl: metrics?.url }, `${spec.name} listening`);
    return {
      url,
      metricsUrl: metrics?.url,
      port,
      server,
      deps,
      stop: (reason = 'stop') => shutdown.stop(reason),
      installSignalHandlers: () => shutdown.installSignalHandlers(),
    };
  } catch (err) {
    await Promise.allSettled(opened.map((r) => r.close()));
    throw err;
  }
}

/** For start.ts: stop on SIGTERM/SIGINT; a start failure (bad config included) exits 1 with one clear line. */
export function runMain(name: string, main: () => Promise<RunningService>): void {
  // Through a promise, so a configuration error thrown before main's first await ends the same way.
  Promise.resolve()
    .then(main)
    .then(
      (running) => running.installSignalHandlers(),
      (err: unknown) => {
        process.stderr.write(`${name} failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
        process.exit(1);
      },
    );
}
