import {
  createHttpApp,
  createLogger,
  kafkaOf,
  mongoOf,
  periodic,
  redisOf,
  startService,
  type Logger,
  type RunningService,
} from '@chainscribe/service-kit';
import type { DomainEvent } from '@chainscribe/contracts';
import type { Config } from './config.ts';
import { createMetricsCollector } from './domain/metrics.ts';
import { createPosting, type Posting } from './domain/posting.ts';
import type { PostsRepository } from './data-access/posts.repository.ts';
import { publisherParts } from './parts.ts';

export const workerName = 'publisher-worker';

export interface PublisherWorkerOverrides {
  now?: () => Date;
}

/** Due posts, oldest first; each is worked on only if no other worker holds its lease. */
async function postDue(posts: PostsRepository, posting: Posting, now: () => Date, logger: Logger): Promise<void> {
  for (const post of await posts.due(now(), 10)) {
    const outcome = await posting.work(post._id);
    if (outcome !== 'skipped') logger.info({ postId: post._id, outcome }, 'post worked on');
  }
}

/**
 * The worker entry point: polls MongoDB for due posts (the schedule is durable there) and for due
 * metric readings. Replicas scale freely; the per-post lease keeps any two from posting one item.
 */
export function startPublisherWorker(config: Config, overrides: PublisherWorkerOverrides = {}): Promise<RunningService> {
  const logger = createLogger(workerName, config.LOG_LEVEL).child({ workerId: config.WORKER_ID });
  const now = overrides.now ?? (() => new Date());
  return startService({
    name: workerName,
    port: config.WORKER_PORT,
    host: config.HOST,
    metricsPort: config.METRICS_PORT,
    logger,
    mongo: mongoOf(config),
    redis: redisOf(config),
    kafka: kafkaOf(config),
    build: async ({ readiness, mongo, redis, kafka }) => {
      if (!mongo || !redis || !kafka) throw new Error('the publisher worker needs MongoDB, Redis and Kafka');
      const parts = await publisherParts({ config, mongo, redis, now, logger, worker: true });
      const posting = createPosting({
        posts: parts.posts,
        connections: parts.connections,
        x: parts.x,
        publish: (event: DomainEvent) => kafka.publish(event.type, event),
        producer: workerName,
        firstMetricsAfterSeconds: config.METRICS_OFFSETS_SECONDS[0] ?? 60,
        maxAttempts: config.POST_MAX_ATTEMPTS,
        retryBaseMs: config.RETRY_BASE_MS,
        minLeaseMs: config.UPSTREAM_TIMEOUT_MS + 1000,
        now,
        logger,
      });
      const collector = createMetricsCollector({
        posts: parts.posts,
        samples: parts.samples,
        connections: parts.connections,
        x: parts.x,
        offsetsSeconds: config.METRICS_OFFSETS_SECONDS,
        now,
        logger,
      });
      const poster = periodic(() => postDue(parts.posts, posting, now, logger), {
        intervalMs: config.POLL_MS,
        logger,
        skipped: 'posting round failed; retried at the next tick',
      });
      const reader = periodic(async () => void (await collector.collectDue()), {
        intervalMs: config.POLL_MS,
        logger,
        skipped: 'metrics round failed; retried at the next tick',
      });
      poster.start();
      reader.start();
      return {
        app: createHttpApp({ service: workerName, logger, readiness }).finish(),
        background: [
          { name: 'posting', stop: () => poster.stop() },
          { name: 'metrics', stop: () => reader.stop() },
        ],
      };
    },
  });
}
