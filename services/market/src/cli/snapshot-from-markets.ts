import { z } from 'zod';
import type { SnapshotFile } from '../data-access/market-snapshot.repository.ts';

/** The fields we keep from one row of CoinGecko's `/coins/markets?vs_currency=usd`. */
export const marketsRowSchema = z.object({
  id: z.string(),
  current_price: z.number().nonnegative().nullable(),
  price_change_percentage_24h: z.number().nullable().optional(),
  market_cap: z.number().nonnegative().nullable().optional(),
  total_volume: z.number().nonnegative().nullable().optional(),
  fully_diluted_valuation: z.number().nonnegative().nullable().optional(),
  circulating_supply: z.number().nonnegative().nullable().optional(),
  last_updated: z.iso.datetime({ offset: true }),
});
export type MarketsRow = z.infer<typeof marketsRowSchema>;

// A page asked for in another currency looks the same; a dollar stablecoin far from $1 gives it away.
const USD_STABLECOINS = ['tether', 'usd-coin'];

/**
 * Builds the snapshot file from saved `/coins/markets` pages: only catalogue tokens, keyed by our
 * symbol through the catalogue's CoinGecko id, each with its own `last_updated` as `asOf`.
 */
export function snapshotFromMarkets(
  rows: readonly MarketsRow[],
  catalogue: readonly { symbol: string; coingeckoId: string | null }[],
  from: string,
): SnapshotFile {
  for (const row of rows) {
    if (USD_STABLECOINS.includes(row.id) && row.current_price !== null && Math.abs(row.current_price - 1) > 0.05)
      throw new Error(`${row.id} is at ${row.current_price}: these pages are not in US dollars (ask with vs_currency=usd)`);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const tokens: SnapshotFile['tokens'] = {};
  for (const { symbol, coingeckoId } of catalogue) {
    const row = coingeckoId ? byId.get(coingeckoId) : undefined;
    if (!row || row.current_price === null) continue;
    tokens[symbol] = {
      price: row.current_price,
      change24h: row.price_change_percentage_24h ?? null,
      marketCap: row.market_cap ?? null,
      volume24h: row.total_volume ?? null,
      fullyDilutedValuation: row.fully_diluted_valuation ?? null,
      circulatingSupply: row.circulating_supply ?? null,
      asOf: new Date(row.last_updated).toISOString(),
    };
  }
  const times = Object.values(tokens).map((t) => t.asOf);
  if (times.length === 0) throw new Error('no row matches a catalogue token');
  return { takenAt: times.reduce((a, b) => (a > b ? a : b)), from, tokens };
}
