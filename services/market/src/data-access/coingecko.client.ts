import { z } from 'zod';
import type { Quote } from './market-quote.ts';
import type { Upstream } from './upstream-http.ts';

// Only the fields we read; CoinGecko sends many more, and nulls where it has no figure.
const marketsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string().nullish(),
    current_price: z.number().nullish(),
    market_cap: z.number().nullish(),
    total_volume: z.number().nullish(),
    price_change_percentage_24h: z.number().nullish(),
    last_updated: z.string().nullish(),
  }),
);

const searchSchema = z.object({
  coins: z.array(z.object({ id: z.string(), name: z.string(), symbol: z.string(), market_cap_rank: z.number().nullish() })).default([]),
});

const simplePriceSchema = z.record(z.string(), z.object({ usd: z.number().nullish(), usd_24h_change: z.number().nullish() }));

/** A figure CoinGecko reports as 0 or negative is "unknown" (e.g. market cap without supply data), not zero. */
const positive = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? value : null);
const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function isoOr(value: string | null | undefined, fallback: () => string): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? fallback() : new Date(time).toISOString();
}

export function coinGeckoKeyHeader(apiKey: string, plan: 'demo' | 'pro'): Record<string, string> {
  if (!apiKey) return {};
  return plan === 'pro' ? { 'x-cg-pro-api-key': apiKey } : { 'x-cg-demo-api-key': apiKey };
}

/** CoinGecko API v3: `/coins/markets` for a token's figures, `/search` for tickers we do not list, `/simple/price` for batches. */
export function createCoinGeckoClient(upstream: Upstream, now: () => Date = () => new Date()) {
  return {
    async marketQuote(coingeckoId: string): Promise<Quote | null> {
      const rows = await upstream.getJson(
        '/coins/markets',
        { vs_currency: 'usd', ids: coingeckoId, price_change_percentage: '24h' },
        marketsSchema,
      );
      const row = rows.find((r) => r.id === coingeckoId);
      const price = row ? finite(row.current_price) : null;
      if (!row || price === null || price < 0) return null;
      const volume = finite(row.total_volume);
      return {
        price,
        change24h: finite(row.price_change_percentage_24h),
        marketCap: positive(row.market_cap),
        volume24h: volume === null ? null : Math.max(0, volume),
        name: row.name ?? null,
        source: 'coingecko',
        observedAt: isoOr(row.last_updated, () => now().toISOString()),
      };
    },

    async findBySymbol(symbol: string): Promise<{ id: string; name: string } | null> {
      const { coins } = await upstream.getJson('/search', { query: symbol }, searchSchema);
      const matches = coins.filter((coin) => coin.symbol.toUpperCase() === symbol);
      // Copycats reuse tickers; the one with the best market-cap rank is the one people mean.
      matches.sort((a, b) => (a.market_cap_rank ?? Number.MAX_SAFE_INTEGER) - (b.market_cap_rank ?? Number.MAX_SAFE_INTEGER));
      const best = matches[0];
      return best ? { id: best.id, name: best.name } : null;
    },

    async simplePrices(coingeckoIds: readonly string[]): Promise<Map<string, { price: number; change24h: number | null }>> {
      const prices = new Map<string, { price: number; change24h: number | null }>();
      if (coingeckoIds.length === 0) return prices;
      const body = await upstream.getJson(
        '/simple/price',
        { ids: coingeckoIds.join(','), vs_currencies: 'usd', include_24hr_change: 'true' },
        simplePriceSchema,
      );
      for (const [id, figures] of Object.entries(body)) {
        const price = finite(figures.usd);
        if (price !== null && price >= 0) prices.set(id, { price, change24h: finite(figures.usd_24h_change) });
      }
      return prices;
    },
  };
}
