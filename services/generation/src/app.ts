import {
  createHttpApp,
  createLocks,
  createLogger,
  createProcessedEvents,
  gatewayOnly,
  kafkaOf,
  listenersOf,
  mongoOf,
  redisOf,
  startService,
  type Locks,
  type Logger,
  type RunningService,
} from '@chainscribe/service-kit';
import type { DomainEvent } from '@chainscribe/contracts';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { Config } from './config.ts';
import { createAccountsClient } from './data-access/accounts.client.ts';
import { createJobWatcher } from './data-access/job-watcher.ts';
import { listenForFinishedJobs } from './data-access/job-signals.ts';
import { createJobsRepository, type JobsRepository } from './data-access/jobs.repository.ts';
import { createQuota } from './data-access/quota.ts';
import { createThreadsRepository, type ThreadsRepository } from './data-access/threads.repository.ts';
import { createTweetsRepository, type TweetsRepository } from './data-access/tweets.repository.ts';
import { createLibraryIndex } from './data-access/library-index.ts';
import { createLibraryRepository, type LibraryRepository } from './data-access/library.repository.ts';
import { createPersonalisationRepository } from './data-access/personalisation.repository.ts';
import { createPersonalisation } from './domain/personalisation/personalisation.ts';
import { personalisationRoutes } from './entry-points/api/personalisation.routes.ts';
import { publicItemsRoutes } from './entry-points/api/public-items.routes.ts';
import { backfillLibrary } from './domain/library/backfill.ts';
import { createLibrary } from './domain/library/library.ts';
import { createTrashSweeper } from './domain/library/trash-sweeper.ts';
import { libraryExportRoutes } from './entry-points/api/library-export.routes.ts';
import { libraryRewriteRoutes } from './entry-points/api/library-rewrite.routes.ts';
import { libraryRoutes } from './entry-points/api/library.routes.ts';
import { trustParts } from './trust-wiring.ts';
import { trustRoutes, withLint } from './entry-points/api/trust.routes.ts';
import { createUserPlansRepository } from './data-access/user-plans.repository.ts';
import { createGenerationRequests } from './domain/generation-requests.ts';
import { createThreadHistory } from './domain/history.ts';
import { createReservationSweeper } from './domain/reservation-sweeper.ts';
import { createPlanService } from './domain/plans.ts';
import { jobsRoutes } from './entry-points/api/jobs.routes.ts';
import { planRoutes } from './entry-points/api/plan.routes.ts';
import { threadsRoutes } from './entry-points/api/threads.routes.ts';
import { tweetsRoutes } from './entry-points/api/tweets.routes.ts';
import { consumeUserPlans } from './entry-points/messaging/user-plan.consumer.ts';
import { createTemplatesRepository } from './data-access/templates.repository.ts';
import { createUserDataRepository } from './data-access/user-data.repository.ts';
import { createTemplates } from './domain/templates/templates.ts';
import { createUserData } from './domain/user-data.ts';
import { templatesRoutes } from './entry-points/api/templates.routes.ts';
import { userDataRoutes } from './entry-points/api/user-data.routes.ts';
import { consumeUserDeletions } from './entry-points/messaging/user-deleted.consumer.ts';
import { consumePostEvents } from './entry-points/messaging/post-events.consumer.ts';
import { createPublications } from './domain/library/publication.ts';

export const serviceName = 'generation';

export interface GenerationOverrides {
  now?: () => Date;
}

interface LibraryWiring {
  mongo: Connection;
  redis: Redis;
  locks: Locks;
  threads: ThreadsRepository;
  tweets: TweetsRepository;
  config: Config;
  now: () => Date;
  logger: Logger;
}

/** The library: its repository (MongoDB with a Redis index), the backfill of older results, and the trash sweeper. */
async function libraryParts({ mongo, redis, locks, threads, tweets, config, now, logger }: LibraryWiring) {
  const libraryRepo = createLibraryRepository(mongo, createLibraryIndex(redis, config.REDIS_KEY_PREFIX));
  await libraryRepo.init();
  // In the background: a large history must not hold the API's start; the next start finishes a cut-short run.
  void backfillLibrary({ library: libraryRepo, threads, tweets, now, logger }).catch((err: unknown) =>
    logger.warn({ err: (err as Error).message }, 'library backfill not finished; it runs again on the next start'),
  );
  const trashSweeper = createTrashSweeper({ library: libraryRepo, intervalMs: config.LIBRARY_TRASH_SWEEP_MS, now, logger });
  trashSweeper.start();
  const library = createLibrary({ repo: libraryRepo, locks, now });
  return { libraryRepo, library, trashSweeper };
}

/** Templates: built-ins and the user's own, which may start from one of their threads. */
async function templatesOf(mongo: Connection, threads: ThreadsRepository, now: () => Date) {
  const templateStore = createTemplatesRepository(mongo);
  await templateStore.init();
  return createTemplates({
    templates: templateStore,
    threadTweets: async (userId, threadId) => {
      const thread = await threads.get(threadId);
      return thread?.userId === userId ? thread.tweets : null;
    },
    now,
  });
}

/** The caller's plan, from the projection of the plan events and accounts' own answer. */
function planServiceOf(config: Config, userPlans: Parameters<typeof createPlanService>[0]['plans'], now: () => Date, logger: Logger) {
  return createPlanService({
    plans: userPlans,
    accounts: createAccountsClient({
      baseUrl: config.ACCOUNTS_URL,
      internalKey: config.ACCOUNTS_INTERNAL_KEY,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      logger,
    }),
    now,
    logger,
  });
}

const PERSONALISATION_LOOKUP_MS = 1500;

/** Personalisation from the user's library, switched by their settings in accounts (issue 23). */
async function personalisationOf(config: Config, mongo: Connection, library: LibraryRepository, now: () => Date, logger: Logger) {
  const resets = createPersonalisationRepository(mongo);
  await resets.init();
  const accounts = createAccountsClient({
    baseUrl: config.ACCOUNTS_URL,
    internalKey: config.ACCOUNTS_INTERNAL_KEY,
    // Personalisation only flavours a request: a stalled accounts costs it at most this, then plain defaults.
    timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, PERSONALISATION_LOOKUP_MS),
    logger,
  });
  return createPersonalisation({ library, resets, enabledFor: (identity) => accounts.personalisationOf(identity), now, logger });
}

/** The watcher of waiting jobs, woken by the workers' finished-job signals between its polls. */
async function jobWatcherOf(jobs: JobsRepository, redis: Redis, config: Config, logger: Logger) {
  const watcher = createJobWatcher(jobs, { intervalMs: config.JOB_POLL_MS, logger });
  const finishedJobs = await listenForFinishedJobs(redis, { keyPrefix: config.REDIS_KEY_PREFIX, logger }, (jobId) => watcher.wake(jobId));
  const stop = () => {
    finishedJobs.stop();
    watcher.stop();
  };
  return { watcher, background: { name: 'job-watcher', stop } };
}

/** Composition root of the API: plans, limits, jobs and history. Tests start it on port 0. */
export function startGeneration(config: Config, overrides: GenerationOverrides = {}): Promise<RunningService> {
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
      if (!mongo || !redis || !kafka) throw new Error('generation needs MongoDB, Redis and Kafka');
      const locks = createLocks(redis, { prefix: `${config.REDIS_KEY_PREFIX}cs:generation:`, logger });
      const jobs = createJobsRepository(mongo, locks);
      const threads = createThreadsRepository(mongo);
      const userPlans = createUserPlansRepository(mongo, locks);
      const tweets = createTweetsRepository(mongo);
      await Promise.all([jobs.init(), threads.init(), userPlans.init()]);
      const { libraryRepo, library, trashSweeper } = await libraryParts({ mongo, redis, locks, threads, tweets, config, now, logger });
      const templates = await templatesOf(mongo, threads, now);
      const plans = planServiceOf(config, userPlans, now, logger);
      const { watcher, background: watching } = await jobWatcherOf(jobs, redis, config, logger);
      const quota = createQuota(redis, { keyPrefix: config.REDIS_KEY_PREFIX, now });
      const sweeper = createReservationSweeper({
        quota,
        jobs,
        staleMs: config.RESERVATION_STALE_MS,
        intervalMs: config.RESERVATION_SWEEP_MS,
        now,
        logger,
      });
      sweeper.start();
      const requestDeps = {
        plans,
        quota,
        jobs,
        watcher,
        publish: (event: DomainEvent) => kafka.publish(event.type, event),
        templates,
        producer: serviceName,
        waitMs: config.GENERATION_WAIT_MS,
        now,
        logger,
      };
      const requests = createGenerationRequests(requestDeps);
      const personalisation = await personalisationOf(config, mongo, libraryRepo, now, logger);

      const http = createHttpApp({ service: serviceName, logger, readiness });
      http.app.use('/api', gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      http.app.use('/internal', gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      http.app.use(planRoutes(requests));
      http.app.use(threadsRoutes(requests, createThreadHistory(threads), personalisation));
      http.app.use(personalisationRoutes(personalisation));
      http.app.use(publicItemsRoutes(libraryRepo));
      http.app.use(tweetsRoutes(requests));
      http.app.use(jobsRoutes(requests, watcher));
      http.app.use(libraryExportRoutes(library, now));
      http.app.use(libraryRewriteRoutes({ ...requestDeps, library }));
      const trust = trustParts({ config, repo: libraryRepo, locks, now, logger });
      http.app.use(trustRoutes(trust));
      http.app.use(libraryRoutes(library, withLint(trust.lint)));
      http.app.use(templatesRoutes(templates));
      const userData = createUserData({ repository: createUserDataRepository(mongo), library: libraryRepo, quota, now, logger });
      http.app.use(userDataRoutes(userData));

      const planConsumer = await consumeUserPlans(kafka, { plans, processed: createProcessedEvents(mongo, 'generation-plans') });
      return {
        app: http.finish(),
        consumers: [
          planConsumer,
          await consumeUserDeletions(kafka, userData),
          await consumePostEvents(kafka, createPublications({ repo: libraryRepo, locks })),
        ],
        background: [
          watching,
          { name: 'reservation-sweeper', stop: () => sweeper.stop() },
          { name: 'library-trash-sweeper', stop: () => trashSweeper.stop() },
        ],
      };
    },
  });
}
