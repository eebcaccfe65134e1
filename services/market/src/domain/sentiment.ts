import type { TokenSentiment } from '@chainscribe/contracts';
import type { QuoteSource } from './ports.ts';

/** A move of this many percent in 24 hours counts as a full-strength signal (score ±1). */
const FULL_SCALE_PERCENT = 10;
/** Moves smaller than this are noise for a 24-hour window: neutral. */
const NEUTRAL_BAND_PERCENT = 2;

const providerNames: Record<QuoteSource, string> = { coingecko: 'CoinGecko', dexscreener: 'DexScreener' };

/**
 * Sentiment read from the only live signal we have, the 24h price change, and labelled as such.
 * No social or on-chain signal is consulted, so none is claimed; no change means no sentiment.
 */
export function sentimentFromChange(change24h: number | null, source: QuoteSource): TokenSentiment | null {
  if (change24h === null || !Number.isFinite(change24h)) return null;
  const score = Math.max(-1, Math.min(1, change24h / FULL_SCALE_PERCENT));
  const label = change24h >= NEUTRAL_BAND_PERCENT ? 'bullish' : change24h <= -NEUTRAL_BAND_PERCENT ? 'bearish' : 'neutral';
  return {
    label,
    score: Math.round(score * 100) / 100,
    source: `Derived from the 24h price change reported by ${providerNames[source]}`,
  };
}
