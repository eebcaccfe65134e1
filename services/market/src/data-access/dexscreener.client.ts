import { z } from 'zod';
import type { Quote } from './market-quote.ts';
import type { Upstream } from './upstream-http.ts';

const pairSchema = z.object({
  chainId: z.string(),
  baseToken: z.object({ address: z.string(), name: z.string().nullish(), symbol: z.string() }),
  priceUsd: z.string().nullish(),
  volume: z.object({ h24: z.number().nullish() }).partial().nullish(),
  priceChange: z.object({ h24: z.number().nullish() }).partial().nullish(),
  liquidity: z.object({ usd: z.number().nullish() }).partial().nullish(),
  marketCap: z.number().nullish(),
});
const searchSchema = z.object({ pairs: z.array(pairSchema).nullish() });
type Pair = z.infer<typeof pairSchema>;

/**
 * Anyone can create a pool for a token with any ticker. Below this much pooled liquidity a pair
 * is more likely a copycat than the token people mean, so it is not used as a price.
 */
export const MIN_LIQUIDITY_USD = 10_000;

const liquidityOf = (pair: Pair) => pair.liquidity?.usd ?? 0;

/** DexScreener `/latest/dex/search`: the deepest on-chain market for a ticker. */
export function createDexScreenerClient(upstream: Upstream, now: () => Date = () => new Date()) {
  return {
    async quoteBySymbol(symbol: string): Promise<Quote | null> {
      const { pairs } = await upstream.getJson('/latest/dex/search', { q: symbol }, searchSchema);
      const usable = (pairs ?? []).filter((pair) => {
        const price = Number(pair.priceUsd);
        return (
          pair.baseToken.symbol.toUpperCase() === symbol && Number.isFinite(price) && price > 0 && liquidityOf(pair) >= MIN_LIQUIDITY_USD
        );
      });
      // One token trades in many pools: group pools by token contract, keep the deepest token.
      const byToken = new Map<string, Pair[]>();
      for (const pair of usable) {
        const key = `${pair.chainId}:${pair.baseToken.address.toLowerCase()}`;
        byToken.set(key, [...(byToken.get(key) ?? []), pair]);
      }
      const total = (list: Pair[]) => list.reduce((sum, pair) => sum + liquidityOf(pair), 0);
      const deepest = [...byToken.values()].sort((a, b) => total(b) - total(a))[0];
      const best = deepest?.slice().sort((a, b) => liquidityOf(b) - liquidityOf(a))[0];
      if (!deepest || !best) return null;
      const volume = deepest.reduce((sum, pair) => sum + Math.max(0, pair.volume?.h24 ?? 0), 0);
      return {
        price: Number(best.priceUsd),
        change24h: best.priceChange?.h24 ?? null,
        marketCap: best.marketCap && best.marketCap > 0 ? best.marketCap : null,
        volume24h: volume,
        name: best.baseToken.name ?? null,
        source: 'dexscreener',
        // DexScreener does not timestamp its figures; they are as of this call.
        observedAt: now().toISOString(),
      };
    },
  };
}
