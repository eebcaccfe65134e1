import { z } from 'zod';
import { baseEnv, loadConfig, portEnv, redisEnv } from '@chainscribe/service-kit';

/** An upstream base URL; empty turns that upstream off (offline runs, or a provider we do not want). */
const upstreamUrl = (fallback: string) =>
  z
    .union([z.literal(''), z.url()])
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

const flag = z
  .enum(['', '0', '1', 'false', 'true'])
  .default('')
  .transform((value) => value === '1' || value === 'true');

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const millis = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

// The market keeps nothing of its own in MongoDB (the catalogue ships with the code, prices live
// in Redis), so it does not connect to it: one dependency fewer to be ready for.
export const configSchema = z.object({
  ...baseEnv,
  ...portEnv(4104),
  ...redisEnv,
  COINGECKO_BASE_URL: upstreamUrl('https://api.coingecko.com/api/v3'),
  /** Optional; sent as `x-cg-demo-api-key` or `x-cg-pro-api-key` per COINGECKO_API_PLAN. */
  COINGECKO_API_KEY: z.string().default(''),
  /** `pro` keys only work against https://pro-api.coingecko.com/api/v3 (set COINGECKO_BASE_URL too). */
  COINGECKO_API_PLAN: z.enum(['demo', 'pro']).default('demo'),
  DEXSCREENER_BASE_URL: upstreamUrl('https://api.dexscreener.com'),
  /** `1` never calls an upstream: every price is reported unavailable (offline `npm start`). */
  MARKET_OFFLINE: flag,
  /**
   * Answer from the bundled, dated market snapshot when no upstream can. Unset: on in development
   * and tests, off in production, where only `1`/`true` turns it on (see `snapshotAllowed`).
   */
  MARKET_SNAPSHOT: z.enum(['', '0', '1', 'false', 'true']).default(''),
  /** Every Redis key the market writes starts with this (tests give each run its own). */
  MARKET_REDIS_PREFIX: z.string().min(1).default('cs:market:'),
  MARKET_CACHE_TTL_SECONDS: seconds(60),
  /** How long the "last known" observation time is kept, for `lastKnownAt` when upstreams fail. */
  MARKET_LAST_KNOWN_TTL_SECONDS: seconds(7 * 24 * 3600),
  /** How long an unreachable upstream is not asked again for the same symbol. */
  MARKET_UNAVAILABLE_TTL_SECONDS: seconds(15),
  MARKET_UPSTREAM_TIMEOUT_MS: millis(4000),
  /** Search rows without a price are priced by at most one batched CoinGecko call per this interval. */
  MARKET_SEARCH_PRICES_INTERVAL_MS: millis(10_000),
  /** The longest a Retry-After is honoured by waiting; longer ones make the data unavailable until then. */
  MARKET_MAX_RETRY_WAIT_MS: millis(5000),
});

export type Config = z.infer<typeof configSchema>;

/**
 * Production never falls back to old figures unless an operator chose to: a snapshot is days or
 * months old, and a silent fallback would hide a dead upstream.
 */
export function snapshotAllowed(config: Pick<Config, 'MARKET_SNAPSHOT' | 'NODE_ENV'>): boolean {
  if (config.MARKET_SNAPSHOT === '') return config.NODE_ENV !== 'production';
  return config.MARKET_SNAPSHOT === '1' || config.MARKET_SNAPSHOT === 'true';
}

export const loadServiceConfig = (env: Record<string, string | undefined> = process.env): Config => loadConfig('market', configSchema, env);
