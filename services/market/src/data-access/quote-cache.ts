import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Logger } from '@chainscribe/service-kit';
import type { CachedQuote } from './market-quote.ts';

const quoteSchema = z.object({
  price: z.number(),
  change24h: z.number().nullable(),
  marketCap: z.number().nullable(),
  volume24h: z.number().nullable(),
  name: z.string().nullable(),
  source: z.enum(['coingecko', 'dexscreener']),
  observedAt: z.string(),
});
const entrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quote'), quote: quoteSchema }),
  z.object({ kind: z.literal('none') }),
]);
const idSchema = z.object({ found: z.object({ id: z.string(), name: z.string() }).nullable() });

// Deletes the lease only if it is still ours: an expired lease taken over by another replica stays.
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

interface Lease {
  release: () => Promise<void>;
}
interface CoinGeckoMatch {
  id: string;
  name: string;
}

const keysUnder = (prefix: string) => ({
  quote: (symbol: string) => `${prefix}quote:v1:${symbol}`,
  lastKnown: (symbol: string) => `${prefix}last-known:v1:${symbol}`,
  lock: (symbol: string) => `${prefix}lock:${symbol}`,
  coinGeckoId: (symbol: string) => `${prefix}cg-id:v1:${symbol}`,
});

function parse<S extends z.ZodType>(raw: string | null, schema: S): z.infer<S> | null {
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The price cache in Redis, shared by every market replica: figures for a short TTL, the time
 * they were observed for much longer ("last known"), a lease per symbol against stampedes, and
 * CoinGecko ids found through search. Redis trouble is logged and read as a miss.
 */
export function createRedisQuoteCache(redis: Redis, logger: Logger, options: { prefix: string; lastKnownSeconds: number }) {
  const keys = keysUnder(options.prefix);
  async function safely<T>(what: string, fallback: T, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      logger.warn({ err: (err as Error).message }, `price cache: ${what} failed`);
      return fallback;
    }
  }

  return {
    read: (symbol: string): Promise<CachedQuote | null> =>
      safely('read', null, async () => parse(await redis.get(keys.quote(symbol)), entrySchema)),

    store: (symbol: string, entry: CachedQuote, ttlSeconds: number): Promise<void> =>
      safely('store', undefined, async () => {
        const batch = redis.multi().set(keys.quote(symbol), JSON.stringify(entry), 'EX', ttlSeconds);
        if (entry.kind === 'quote') batch.set(keys.lastKnown(symbol), entry.quote.observedAt, 'EX', options.lastKnownSeconds);
        await batch.exec();
      }),

    lastKnownAt: (symbol: string): Promise<string | null> => safely('last-known read', null, () => redis.get(keys.lastKnown(symbol))),

    lock: (symbol: string, ttlMs: number): Promise<Lease | null> =>
      safely<Lease | null>('lock', { release: async () => {} }, async () => {
        const token = randomUUID();
        const taken = await redis.set(keys.lock(symbol), token, 'PX', ttlMs, 'NX');
        if (taken !== 'OK') return null;
        return {
          release: () =>
            safely('unlock', undefined, async () => {
              await redis.eval(RELEASE_SCRIPT, 1, keys.lock(symbol), token);
            }),
        };
      }),

    readCoinGeckoId: (symbol: string): Promise<CoinGeckoMatch | null | undefined> =>
      safely('id read', undefined, async () => parse(await redis.get(keys.coinGeckoId(symbol)), idSchema)?.found),

    storeCoinGeckoId: (symbol: string, found: CoinGeckoMatch | null, ttlSeconds: number): Promise<void> =>
      safely('id store', undefined, async () => {
        await redis.set(keys.coinGeckoId(symbol), JSON.stringify({ found }), 'EX', ttlSeconds);
      }),
  };
}
