import type { CoinGeckoPort, DomainLogger } from './ports.ts';

export interface SearchPrice {
  price: number;
  change24h: number | null;
}

export interface SearchPricesDeps {
  coingecko: Pick<CoinGeckoPort, 'simplePrices'> | null;
  logger: DomainLogger;
  now: () => number;
  /** A price older than this is not shown. */
  ttlMs: number;
  /** At most one upstream call per this interval, however fast people type. */
  minIntervalMs: number;
  /** Ids per upstream call. */
  batchSize: number;
}

/**
 * Prices for search rows without making a keystroke wait on the network: rows show what this
 * process already knows (fresh only), and symbols shown without a price are queued for one
 * batched CoinGecko `/simple/price` call, rate-limited, so the next keystroke has them.
 */
export function createSearchPrices(deps: SearchPricesDeps) {
  const known = new Map<string, SearchPrice & { at: number }>();
  const pending = new Map<string, string>(); // coingecko id → symbol
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastRun = Number.NEGATIVE_INFINITY;
  let stopped = false;

  function fresh(symbol: string): SearchPrice | null {
    const entry = known.get(symbol);
    if (!entry || deps.now() - entry.at > deps.ttlMs) return null;
    return { price: entry.price, change24h: entry.change24h };
  }

  async function flush(): Promise<void> {
    timer = undefined;
    const coingecko = deps.coingecko;
    if (!coingecko || pending.size === 0) return;
    const batch = [...pending.entries()].slice(0, deps.batchSize);
    for (const [id] of batch) pending.delete(id);
    lastRun = deps.now();
    try {
      const prices = await coingecko.simplePrices(batch.map(([id]) => id));
      for (const [id, symbol] of batch) {
        const price = prices.get(id);
        if (price) known.set(symbol, { ...price, at: deps.now() });
      }
    } catch (err) {
      deps.logger.warn({ ids: batch.length, err: (err as Error).message }, 'search prices unavailable');
    }
    if (pending.size > 0) schedule();
  }

  function schedule(): void {
    if (timer || running || stopped) return;
    const wait = Math.max(0, lastRun + deps.minIntervalMs - deps.now());
    timer = setTimeout(() => {
      running = flush().finally(() => {
        running = undefined;
      });
    }, wait);
    timer.unref();
  }

  return {
    get: fresh,
    /** A fresh quote from elsewhere (token data) that search rows may show. */
    put(symbol: string, price: SearchPrice): void {
      known.set(symbol, { ...price, at: deps.now() });
    },
    /** Queue tokens shown without a price; returns at once. */
    want(tokens: readonly { symbol: string; coingeckoId: string | null }[]): void {
      if (!deps.coingecko || stopped) return;
      for (const token of tokens) {
        if (token.coingeckoId && !fresh(token.symbol)) pending.set(token.coingeckoId, token.symbol);
      }
      if (pending.size > 0) schedule();
    },
    /** Waits for a queued or running refresh; for tests and shutdown. */
    async settle(): Promise<void> {
      while (timer || running) {
        if (timer) {
          clearTimeout(timer);
          timer = undefined;
          running = flush().finally(() => {
            running = undefined;
          });
        }
        await running;
      }
    },
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
export type SearchPrices = ReturnType<typeof createSearchPrices>;
