import type { MarketQuote } from '../data-access/ports.ts';

const sourceNames: Record<string, string> = { coingecko: 'CoinGecko', dexscreener: 'DexScreener', catalogue: 'Chainscribe catalogue' };

export const sourceLabel = (source: string) => sourceNames[source] ?? source;

const usd = (value: number): string => {
  if (value >= 1) return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  // Sub-dollar tokens (memecoins) need significant digits, not cents.
  return `$${value.toLocaleString('en-US', { maximumSignificantDigits: 4 })}`;
};

const compactUsd = (value: number): string => `$${value.toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 1 })}`;

const percent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;

/** '2025-01-15 10:00 UTC': minute precision is what a reader needs to judge freshness. */
export const utcMinute = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

const attribution = (q: MarketQuote) => `${sourceLabel(q.source)}, as of ${utcMinute(q.asOf)}`;

/** One sentence for the summary. Only figures the market service returned appear. */
export function marketSentence(q: MarketQuote): string {
  const change = q.change24h === null ? '' : ` (${percent(q.change24h)} in 24h)`;
  return `${q.symbol} trades at ${usd(q.price)}${change} according to ${attribution(q)}.`;
}

/** One key point with every figure we have, and where and when it was observed. */
export function marketPoint(q: MarketQuote): string {
  const figures = [`${q.symbol} price ${usd(q.price)}`];
  if (q.change24h !== null) figures.push(`24h change ${percent(q.change24h)}`);
  if (q.marketCap !== null && q.marketCap > 0) figures.push(`market cap ${compactUsd(q.marketCap)}`);
  if (q.volume24h !== null && q.volume24h > 0) figures.push(`24h volume ${compactUsd(q.volume24h)}`);
  return `${figures.join(', ')} (source: ${attribution(q)})`;
}
