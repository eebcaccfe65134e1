import { describe, expect, it } from 'vitest';
import { tokenSearchResultSchema } from '@chainscribe/contracts';
import { loadCatalogue } from '../src/data-access/catalogue.repository.ts';
import { categoryCounts } from '../src/domain/catalogue.ts';

describe('bundled catalogue', () => {
  const catalogue = loadCatalogue();

  it('when loaded, then it holds at least 300 tokens with unique symbols', () => {
    expect(catalogue.tokens.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.tokens.map((t) => t.symbol)).size).toBe(catalogue.tokens.length);
  });

  it('when a token is shown as a search row, then it satisfies the contract', () => {
    for (const token of catalogue.tokens) {
      const row = { ...token, price: null, change24h: null, sourceDetails: { platform: token.platform } };
      expect(tokenSearchResultSchema.safeParse(row).success, token.symbol).toBe(true);
    }
  });

  it('when categories are counted, then each has tokens and together they cover the catalogue', () => {
    const counts = categoryCounts(catalogue);
    expect(counts.every((c) => c.count > 0)).toBe(true);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(catalogue.tokens.length);
  });

  it('when flags are read, then memes sit in the meme category and the popular list is verified', () => {
    expect(catalogue.tokens.filter((t) => t.isMeme).every((t) => t.category === 'meme')).toBe(true);
    expect(catalogue.popular).toHaveLength(15);
    for (const symbol of catalogue.popular) expect(catalogue.find(symbol)?.verified, symbol).toBe(true);
    expect(catalogue.find('pepe')).toMatchObject({ isMeme: true, coingeckoId: 'pepe' });
    expect(catalogue.find('BTC')).toMatchObject({ rank: 1, category: 'layer-1', platform: 'Bitcoin' });
  });
});
