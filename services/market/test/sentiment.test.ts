import { describe, expect, it } from 'vitest';
import { tokenSentimentSchema } from '@chainscribe/contracts';
import { sentimentFromChange } from '../src/domain/sentiment.ts';

describe('sentiment from the 24h change', () => {
  it('when the price rose at least 2%, then it is bullish, scaled so that +10% is full strength', () => {
    expect(sentimentFromChange(6.5, 'coingecko')).toEqual({
      label: 'bullish',
      score: 0.65,
      source: 'Derived from the 24h price change reported by CoinGecko',
    });
    expect(sentimentFromChange(40, 'dexscreener')?.score).toBe(1);
  });

  it('when the move is within ±2%, then it is neutral; below -2% bearish', () => {
    expect(sentimentFromChange(1.9, 'coingecko')?.label).toBe('neutral');
    expect(sentimentFromChange(-2, 'coingecko')?.label).toBe('bearish');
    expect(sentimentFromChange(-35, 'coingecko')?.score).toBe(-1);
  });

  it('when there is no change figure, then there is no sentiment', () => {
    expect(sentimentFromChange(null, 'coingecko')).toBeNull();
    expect(sentimentFromChange(Number.NaN, 'coingecko')).toBeNull();
  });

  it('when a sentiment is produced, then it satisfies the contract', () => {
    expect(tokenSentimentSchema.safeParse(sentimentFromChange(-3.3, 'dexscreener')).success).toBe(true);
  });
});
