import {
  createHttpApp,
  createLogger,
  createProcessedEvents,
  gatewayOnly,
  kafkaOf,
  listenersOf,
  mongoOf,
  redisOf,
  startService,
  type RunningService,
} from '@chainscribe/service-kit';
import type { DomainEvent } from '@chainscribe/contracts';
import type { Config } from './config.ts';
import { createLibraryClient } from './data-access/library.client.ts';
import { createPerformance } from './domain/metrics.ts';
import { createPlans } from './domain/plans.ts';
import { createSchedule } from './domain/schedule.ts';
import { metricsRoutes } from './entry-points/api/metrics.routes.ts';
import { postsRoutes } from './entry-points/api/posts.routes.ts';
import { userDataRoutes } from './entry-points/api/user-data.routes.ts';
import { xConnectionRoutes } from './entry-points/api/x-connection.routes.ts';
import { consumeUserEvents } from './entry-points/messaging/user-events.consumer.ts';
import { publisherParts } from './parts.ts';

export const serviceName = 'publisher';

export interface PublisherOverrides {
  now?: () => Date;
}

/** Composition root of the API: X connections, the schedule and queue, metrics. Tests start it on port 0. */
export function startPublisher(config: Config, overrides: PublisherOverrides = {}): Promise<RunningService> {
  const logger = createLogger(serviceName, config.LOG_LEVEL);
  const now = overrides.now ?? (() => new Date());
  return startService({
    name: serviceName,
    ...listenersOf(config),
    logger,
    mongo: mongoOf(config),
    redis: redisOf(config),
    kafka: kafkaOf(config),
    build: async ({ readiness, mongo, redis, kafka }) => {
      if (!mongo || !redis || !kafka) throw new Error('publisher needs MongoDB, Redis and Kafka');
      const parts = await publisherParts({ config, mongo, redis, now, logger, worker: false });
      const plans = createPlans({ repo: parts.plansRepo, now });
      const schedule = createSchedule({
        posts: parts.posts,
        settings: parts.settings,
        library: createLibraryClient({
          baseUrl: config.GENERATION_URL,
          internalKey: config.GENERATION_INTERNAL_KEY,
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        }),
        connections: parts.connections,
        plans,
        locks: parts.locks,
        publish: (event: DomainEvent) => kafka.publish(event.type, event),
        producer: serviceName,
        now,
      });
      const performance = createPerformance({ posts: parts.posts, samples: parts.samples, settings: parts.settings, now });

      const http = createHttpApp({ service: serviceName, logger, readiness });
      http.app.use(['/api', '/internal'], gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      http.app.use(xConnectionRoutes(parts.connections));
      http.app.use(postsRoutes(schedule));
      http.app.use(metricsRoutes(performance));
      http.app.use(userDataRoutes(parts.userData));
      const consumer = await consumeUserEvents(kafka, {
        plans,
        userData: parts.userData,
        processed: createProcessedEvents(mongo, 'publisher-users'),
      });
      return { app: http.finish(), consumers: [consumer] };
    },
  });
}
