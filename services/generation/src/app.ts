import { createHttpApp, createLogger, gatewayOnly, startService, type RunningService } from '@chainscribe/service-kit';
import type { Config } from './config.ts';

export const serviceName = 'generation';

/** Composition root: builds every dependency from config so tests start the real thing on port 0. */
export function startGeneration(config: Config): Promise<RunningService> {
  const logger = createLogger(serviceName, config.LOG_LEVEL);
  return startService({
    name: serviceName,
    port: config.PORT,
    logger,
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    redis: { url: config.REDIS_URL },
    kafka: { brokers: config.KAFKA_BROKERS, topicPrefix: config.KAFKA_TOPIC_PREFIX },
    build: async ({ readiness }) => {
      const http = createHttpApp({ service: serviceName, logger, readiness });
      http.app.use('/api', gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      return { app: http.finish() };
    },
  });
}
