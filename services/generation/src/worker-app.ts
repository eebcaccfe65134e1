import { createHttpApp, createLogger, startService, type RunningService } from '@chainscribe/service-kit';
import type { Config } from './config.ts';

export const workerName = 'generation-worker';

/**
 * The worker entry point: same package and data as the API, scaled separately. It serves only
 * health endpoints; its work arrives over Kafka.
 */
export function startGenerationWorker(config: Config): Promise<RunningService> {
  const logger = createLogger(workerName, config.LOG_LEVEL);
  return startService({
    name: workerName,
    port: config.WORKER_PORT,
    logger,
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    redis: { url: config.REDIS_URL },
    kafka: { brokers: config.KAFKA_BROKERS, topicPrefix: config.KAFKA_TOPIC_PREFIX },
    build: async ({ readiness }) => ({ app: createHttpApp({ service: workerName, logger, readiness }).finish() }),
  });
}
