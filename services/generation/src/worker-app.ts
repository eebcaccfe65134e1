import {
  createHttpApp,
  createLocks,
  createLogger,
  kafkaOf,
  mongoOf,
  redisOf,
  sleep,
  startService,
  type RunningService,
} from '@chainscribe/service-kit';
import type { DomainEvent } from '@chainscribe/contracts';
import type { Config } from './config.ts';
import { createJobsRepository } from './data-access/jobs.repository.ts';
import { createMarketClient } from './data-access/market.client.ts';
import { createOembedClient } from './data-access/oembed.client.ts';
import { createOpenAIChat } from './data-access/openai-chat.ts';
import { createQuota } from './data-access/quota.ts';
import { createJobSignals } from './data-access/job-signals.ts';
import { createSentOutcomes } from './data-access/sent-outcomes.ts';
import { createResearchClient } from './data-access/research.client.ts';
import { createThreadsRepository } from './data-access/threads.repository.ts';
import { createTweetsRepository } from './data-access/tweets.repository.ts';
import { createLibraryIndex } from './data-access/library-index.ts';
import { createLibraryRepository } from './data-access/library.repository.ts';
import { createJobProcessor } from './domain/job-processor.ts';
import { withFallback } from './domain/writing/fallback-writer.ts';
import { createOpenAIWriter } from './domain/writing/openai-writer.ts';
import { createTemplateWriter } from './domain/writing/template/template-writer.ts';
import type { Writer } from './domain/writing/writer.ts';
import { consumeGenerationRequests } from './entry-points/messaging/generation-requested.consumer.ts';
import { createUserDataRepository } from './data-access/user-data.repository.ts';
import { createUserData } from './domain/user-data.ts';

export const workerName = 'generation-worker';

export interface WorkerOverrides {
  /** A different Writer (tests use one that holds a job open until released). */
  writer?: Writer;
  now?: () => Date;
}

/** OpenAIWriter when a key is configured (with the template writer as its safety net), else TemplateWriter. */
export function writerFor(config: Config, logger: ReturnType<typeof createLogger>): Writer {
  const template = createTemplateWriter();
  if (!config.OPENAI_API_KEY) return template;
  const chat = createOpenAIChat({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxAttempts: config.OPENAI_MAX_ATTEMPTS,
    logger,
  });
  return withFallback(createOpenAIWriter(chat), template, logger);
}

/**
 * The worker entry point: same package and data as the API, scaled separately. It serves only
 * health endpoints; its work arrives over Kafka.
 */
export function startGenerationWorker(config: Config, overrides: WorkerOverrides = {}): Promise<RunningService> {
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
      if (!mongo || !redis || !kafka) throw new Error('the generation worker needs MongoDB, Redis and Kafka');
      const locks = createLocks(redis, { prefix: `${config.REDIS_KEY_PREFIX}cs:generation:`, logger });
      const jobs = createJobsRepository(mongo, locks);
      const threads = createThreadsRepository(mongo);
      const tweets = createTweetsRepository(mongo);
      const library = createLibraryRepository(mongo, createLibraryIndex(redis, config.REDIS_KEY_PREFIX));
      await Promise.all([jobs.init(), threads.init(), tweets.init(), library.init()]);
      const upstream = { timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger };
      const processor = createJobProcessor({
        jobs,
        threads,
        tweets,
        library,
        quota: createQuota(redis, { keyPrefix: config.REDIS_KEY_PREFIX, now }),
        sentOutcomes: createSentOutcomes(redis, { keyPrefix: config.REDIS_KEY_PREFIX }),
        jobSignals: createJobSignals(redis, { keyPrefix: config.REDIS_KEY_PREFIX, logger }),
        inputs: {
          market: createMarketClient({ baseUrl: config.MARKET_URL, internalKey: config.MARKET_INTERNAL_KEY, ...upstream }),
          research: createResearchClient({ baseUrl: config.RESEARCH_URL, internalKey: config.RESEARCH_INTERNAL_KEY, ...upstream }),
          xPosts: createOembedClient({ endpoint: config.X_OEMBED_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger }),
        },
        writer: overrides.writer ?? writerFor(config, logger),
        publish: (event: DomainEvent) => kafka.publish(event.type, event),
        producer: workerName,
        workerId: config.WORKER_ID,
        leaseMs: config.JOB_LEASE_MS,
        maxAttempts: config.JOB_MAX_ATTEMPTS,
        pollMs: Math.max(250, config.JOB_POLL_MS),
        now,
        sleep,
        logger,
      });
      const userData = createUserData({
        repository: createUserDataRepository(mongo),
        library,
        quota: createQuota(redis, { keyPrefix: config.REDIS_KEY_PREFIX, now }),
        now,
        logger,
      });
      const consumer = await consumeGenerationRequests(kafka, {
        processor,
        sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
        concurrency: config.WORKER_CONCURRENCY,
        userData,
      });
      return { app: createHttpApp({ service: workerName, logger, readiness }).finish(), consumers: [consumer] };
    },
  });
}
