/** Live figures for one token as an upstream reported them, with when they were observed. */
export interface Quote {
  price: number;
  change24h: number | null;
  marketCap: number | null;
  volume24h: number | null;
  /** The upstream's name for the token, used when the catalogue does not know it. */
  name: string | null;
  source: QuoteSource;
  /** ISO time the upstream says the figures are from (or when we fetched them if it does not say). */
  observedAt: string;
}
export type QuoteSource = 'coingecko' | 'dexscreener';

/** What the short-lived cache holds for a symbol: figures, or the knowledge that there are none. */
export type CachedQuote = { kind: 'quote'; quote: Quote } | { kind: 'none' };
