import {
  createHttpApp,
  createLogger,
  gatewayOnly,
  listenersOf,
  redisOf,
  startService,
  type RunningService,
} from '@chainscribe/service-kit';
import { snapshotAllowed, type Config } from './config.ts';
import { loadCatalogue } from './data-access/catalogue.repository.ts';
import { coinGeckoKeyHeader, createCoinGeckoClient } from './data-access/coingecko.client.ts';
import { createDexScreenerClient } from './data-access/dexscreener.client.ts';
import { loadMarketSnapshot } from './data-access/market-snapshot.repository.ts';
import { createRedisQuoteCache } from './data-access/quote-cache.ts';
import { createUpstream } from './data-access/upstream-http.ts';
import { createSearchPrices } from './domain/search-prices.ts';
import { createTokenDataService } from './domain/token-data.ts';
import { createTokenSearch } from './domain/token-search.ts';
import { tokenDataRoutes } from './entry-points/api/token-data.routes.ts';
import { tokensRoutes } from './entry-points/api/tokens.routes.ts';

export const serviceName = 'market';

const COINGECKO_ID_TTL_SECONDS = 24 * 3600;
const SEARCH_PRICES_BATCH = 100;

/** Composition root: builds every dependency from config so tests start the real thing on port 0. */
export function startMarket(config: Config): Promise<RunningService> {
  const logger = createLogger(serviceName, config.LOG_LEVEL);
  const catalogue = loadCatalogue();
  const snapshot = snapshotAllowed(config) ? loadMarketSnapshot() : null;
  const upstream = (name: string, baseUrl: string, headers: Record<string, string> = {}) =>
    config.MARKET_OFFLINE || baseUrl === ''
      ? null
      : createUpstream({
          name,
          baseUrl,
          headers,
          timeoutMs: config.MARKET_UPSTREAM_TIMEOUT_MS,
          maxRetryWaitMs: config.MARKET_MAX_RETRY_WAIT_MS,
          onRetry: (details) => logger.info({ upstream: name, ...details }, 'upstream busy or failing; retrying'),
        });
  const coinGeckoHttp = upstream(
    'coingecko',
    config.COINGECKO_BASE_URL,
    coinGeckoKeyHeader(config.COINGECKO_API_KEY, config.COINGECKO_API_PLAN),
  );
  const dexScreenerHttp = upstream('dexscreener', config.DEXSCREENER_BASE_URL);
  const coingecko = coinGeckoHttp && createCoinGeckoClient(coinGeckoHttp);
  const dexscreener = dexScreenerHttp && createDexScreenerClient(dexScreenerHttp);

  return startService({
    name: serviceName,
    ...listenersOf(config),
    logger,
    redis: redisOf(config),
    build: async ({ readiness, redis }) => {
      if (!redis) throw new Error('market needs Redis');
      const prices = createSearchPrices({
        coingecko,
        logger,
        now: Date.now,
        ttlMs: config.MARKET_CACHE_TTL_SECONDS * 1000,
        minIntervalMs: config.MARKET_SEARCH_PRICES_INTERVAL_MS,
        batchSize: SEARCH_PRICES_BATCH,
      });
      const tokenData = createTokenDataService({
        catalogue,
        coingecko,
        dexscreener,
        cache: createRedisQuoteCache(redis, logger, {
          prefix: config.MARKET_REDIS_PREFIX,
          lastKnownSeconds: config.MARKET_LAST_KNOWN_TTL_SECONDS,
        }),
        snapshot,
        logger,
        onQuote: (symbol, quote) => prices.put(symbol, quote),
        ttl: {
          quoteSeconds: config.MARKET_CACHE_TTL_SECONDS,
          unavailableSeconds: config.MARKET_UNAVAILABLE_TTL_SECONDS,
          // A lease outlives one upstream call with its retries, so peers rarely fetch twice.
          lockMs: config.MARKET_UPSTREAM_TIMEOUT_MS + config.MARKET_MAX_RETRY_WAIT_MS,
          coinGeckoIdSeconds: COINGECKO_ID_TTL_SECONDS,
        },
      });

      const http = createHttpApp({ service: serviceName, logger, readiness });
      // Market data is the same for every caller, so a gateway (or sibling service) signature is
      // enough; the gateway has already authenticated the bearer.
      http.app.use('/api', gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      http.app.use(tokensRoutes({ catalogue, search: createTokenSearch(catalogue.tokens), prices }));
      http.app.use(tokenDataRoutes({ tokenData }));
      logger.info(
        {
          tokens: catalogue.tokens.length,
          coingecko: Boolean(coingecko),
          dexscreener: Boolean(dexscreener),
          snapshotTakenAt: snapshot?.takenAt ?? null,
        },
        coingecko || dexscreener ? 'market data upstreams configured' : 'offline: prices come from the snapshot or are unavailable',
      );
      return { app: http.finish(), background: [{ name: 'search-prices', stop: () => prices.stop() }] };
    },
  });
}
