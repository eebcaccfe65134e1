import type { CachedQuote, Quote } from '../data-access/market-quote.ts';

export type { CachedQuote, Quote, QuoteSource } from '../data-access/market-quote.ts';
export type { MarketSnapshot, SnapshotFigures } from '../data-access/market-snapshot.repository.ts';

/** Port to CoinGecko. Methods throw when CoinGecko cannot be reached or refuses; null means "not known". */
export interface CoinGeckoPort {
  marketQuote(coingeckoId: string): Promise<Quote | null>;
  /** The CoinGecko coin whose ticker is exactly `symbol`, the best-ranked one when several share it. */
  findBySymbol(symbol: string): Promise<{ id: string; name: string } | null>;
  /** Price and 24h change for many coins in one call (for search rows). */
  simplePrices(coingeckoIds: readonly string[]): Promise<Map<string, { price: number; change24h: number | null }>>;
}

/** Port to DexScreener: the most liquid DEX market for a ticker. Throws when unreachable. */
export interface DexScreenerPort {
  quoteBySymbol(symbol: string): Promise<Quote | null>;
}

/**
 * Shared cache across market replicas. Implementations never throw: a cache outage degrades to
 * misses (and to no lock), never to a failed request.
 */
export interface QuoteCache {
  read(symbol: string): Promise<CachedQuote | null>;
  store(symbol: string, entry: CachedQuote, ttlSeconds: number): Promise<void>;
  /** When figures for the symbol were last observed, kept much longer than the figures themselves. */
  lastKnownAt(symbol: string): Promise<string | null>;
  /** A short lease so that only one replica asks upstream for a symbol; null when another holds it. */
  lock(symbol: string, ttlMs: number): Promise<{ release: () => Promise<void> } | null>;
  /** Remembered CoinGecko ids for symbols outside the catalogue; undefined when never looked up. */
  readCoinGeckoId(symbol: string): Promise<{ id: string; name: string } | null | undefined>;
  storeCoinGeckoId(symbol: string, found: { id: string; name: string } | null, ttlSeconds: number): Promise<void>;
}

export interface DomainLogger {
  warn(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
}
