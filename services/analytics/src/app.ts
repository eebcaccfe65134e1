import {
  createHttpApp,
  createLogger,
  gatewayOnly,
  kafkaOf,
  listenersOf,
  mongoOf,
  startService,
  type RunningService,
} from '@chainscribe/service-kit';
import type { Config } from './config.ts';
import { createActivityRepository } from './data-access/activity.repository.ts';
import { createActivityProjection } from './domain/activity.ts';
import { createAnalyticsReader } from './domain/analytics.ts';
import { analyticsRoutes } from './entry-points/api/analytics.routes.ts';
import { userDataRoutes } from './entry-points/api/user-data.routes.ts';
import { startActivityConsumer } from './entry-points/messaging/activity.consumer.ts';

export const serviceName = 'analytics';

export interface AnalyticsOverrides {
  /** The clock behind "today", "this month" and account age (tests cross a UTC midnight with it). */
  now?: () => Date;
}

/** Composition root: builds every dependency from config so tests start the real thing on port 0. */
export function startAnalytics(config: Config, overrides: AnalyticsOverrides = {}): Promise<RunningService> {
  const logger = createLogger(serviceName, config.LOG_LEVEL);
  const now = overrides.now ?? (() => new Date());
  return startService({
    name: serviceName,
    ...listenersOf(config),
    logger,
    mongo: mongoOf(config),
    kafka: kafkaOf(config),
    build: async ({ readiness, mongo, kafka }) => {
      if (!mongo || !kafka) throw new Error('analytics needs MongoDB and Kafka');
      const activities = createActivityRepository(mongo);
      await activities.init();
      const consumer = await startActivityConsumer(kafka, {
        groupId: config.ANALYTICS_CONSUMER_GROUP,
        projection: createActivityProjection(activities),
        logger,
      });

      const http = createHttpApp({ service: serviceName, logger, readiness });
      http.app.use(['/api', '/internal'], gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      http.app.use(analyticsRoutes(createAnalyticsReader({ activities, now }), now));
      http.app.use(userDataRoutes(activities));
      return { app: http.finish(), consumers: [consumer] };
    },
  });
}
