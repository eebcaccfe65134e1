import {
  AppError,
  createDailyCounter,
  createHttpApp,
  createLogger,
  gatewayOnly,
  listenersOf,
  redisOf,
  startService,
  type RunningService,
} from '@chainscribe/service-kit';
import type { Config } from './config.ts';
import { createAccountsClient } from './data-access/accounts.client.ts';
import { createKnowledgeBase } from './data-access/knowledge-base.ts';
import { createLlmEnricher } from './data-access/llm-enricher.ts';
import { createMarketClient } from './data-access/market.client.ts';
import { createNewsFeeds } from './data-access/news-feeds.ts';
import { createResultCache } from './data-access/result-cache.ts';
import { createAccountInsights } from './domain/account-insights.ts';
import { createResearchBudget } from './domain/research-budget.ts';
import { createTopicResearch } from './domain/research-topic.ts';
import { createTrendingData } from './domain/trending-data.ts';
import { researchRoutes } from './entry-points/api/research.routes.ts';
import { userDataRoutes } from './entry-points/api/user-data.routes.ts';
import { createUserBudget } from './data-access/user-budget.ts';

export const serviceName = 'research';

export interface ResearchOverrides {
  /** The clock of the daily budget; tests move it to the next UTC day. */
  now?: () => Date;
}

/** Composition root: builds every dependency from config so tests start the real thing on port 0. */
export function startResearch(config: Config, overrides: ResearchOverrides = {}): Promise<RunningService> {
  const logger = createLogger(serviceName, config.LOG_LEVEL);
  const now = overrides.now ?? (() => new Date());
  return startService({
    name: serviceName,
    ...listenersOf(config),
    logger,
    redis: redisOf(config),
    build: async ({ readiness, redis }) => {
      if (!redis) throw new AppError(500, 'research needs Redis');
      const knowledge = createKnowledgeBase();
      const cache = createResultCache(redis, logger, config.REDIS_KEY_PREFIX);
      const cacheTtlSeconds = config.RESEARCH_CACHE_TTL_SECONDS;
      const researchTopic = createTopicResearch({
        knowledge,
        cache,
        cacheTtlSeconds,
        market: createMarketClient({
          baseUrl: config.MARKET_URL,
          internalKey: config.MARKET_INTERNAL_KEY,
          timeoutMs: config.MARKET_TIMEOUT_MS,
          logger,
        }),
        news: createNewsFeeds({
          feeds: config.NEWS_FEEDS,
          redis,
          logger,
          timeoutMs: config.NEWS_TIMEOUT_MS,
          ttlSeconds: config.NEWS_CACHE_TTL_SECONDS,
          keyPrefix: config.REDIS_KEY_PREFIX,
        }),
        enricher: config.OPENAI_API_KEY
          ? createLlmEnricher({
              apiKey: config.OPENAI_API_KEY,
              baseURL: config.OPENAI_BASE_URL,
              model: config.OPENAI_MODEL,
              timeoutMs: config.OPENAI_TIMEOUT_MS,
              logger,
            })
          : null,
      });
      logger.info(
        { llm: Boolean(config.OPENAI_API_KEY), feeds: config.NEWS_FEEDS.length, market: config.MARKET_URL },
        'research sources configured',
      );

      const http = createHttpApp({ service: serviceName, logger, readiness });
      http.app.use(['/api', '/internal'], gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      const budgetCounter = createDailyCounter(redis, { prefix: `${config.REDIS_KEY_PREFIX}budget:research`, now });
      const budget = createResearchBudget({
        plans: createAccountsClient({
          baseUrl: config.ACCOUNTS_URL,
          internalKey: config.ACCOUNTS_INTERNAL_KEY,
          timeoutMs: config.ACCOUNTS_TIMEOUT_MS,
          logger,
        }),
        counter: budgetCounter,
        now,
        logger,
      });
      http.app.use(
        researchRoutes({
          researchTopic: (identity, request) => budget.spend(identity, () => researchTopic(request)),
          trendingData: createTrendingData({ knowledge, cache, cacheTtlSeconds }),
          accountInsights: createAccountInsights({ knowledge }),
        }),
      );
      http.app.use(userDataRoutes(createUserBudget(redis, budgetCounter, now)));
      return { app: http.finish() };
    },
  });
}
