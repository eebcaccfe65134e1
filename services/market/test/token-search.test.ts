import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/data-access/catalogue.repository.ts';
import { createTokenSearch, normalizeQuery, type SearchableToken } from '../src/domain/token-search.ts';

const token = (symbol: string, name: string, verified: boolean, rank: number | null): SearchableToken => ({ symbol, name, verified, rank });

const tokens = [
  token('USDT', 'Tether', true, 3),
  token('ETHW', 'EthereumPoW', false, 188),
  token('METH', 'Mantle Staked Ether', false, 100),
  token('ETC', 'Ethereum Classic', true, 29),
  token('WETH', 'Wrapped Ether', true, null),
  token('ET', 'Copycat', false, null),
  token('ETH', 'Ethereum', true, 2),
  token('BTC', 'Bitcoin', true, 1),
];
const symbols = (list: SearchableToken[]) => list.map((t) => t.symbol);

describe('token search ranking', () => {
  const index = createTokenSearch(tokens);

  it('when a symbol matches exactly, then it comes first, then symbol prefixes, then other matches', () => {
    expect(symbols(index.search('et'))).toEqual(['ET', 'ETH', 'ETC', 'ETHW', 'USDT', 'WETH', 'METH']);
  });

  it('when several tokens share a tier, then verified ones come first, then by market-cap rank with unknown rank last', () => {
    // Third tier for 'ETH': verified Tether (#3), Ethereum Classic (#29), Wrapped Ether (no rank), then unverified METH (#100).
    expect(symbols(index.search('eth'))).toEqual(['ETH', 'ETHW', 'USDT', 'ETC', 'WETH', 'METH']);
  });

  it('when the query is shorter than 2 characters after trimming, then nothing is returned', () => {
    expect(index.search('e')).toEqual([]);
    expect(index.search('  e  ')).toEqual([]);
    expect(index.search('')).toEqual([]);
  });

  it('when the query carries spaces, lowercase or a cashtag, then it is normalised first', () => {
    expect(normalizeQuery('  $pepe ')).toBe('PEPE');
    expect(symbols(index.search(' $btc '))).toEqual(['BTC']);
  });

  it('when a limit is given, then at most that many rows and never more than 15 return', () => {
    expect(index.search('et', 2)).toHaveLength(2);
    const many = createTokenSearch(Array.from({ length: 40 }, (_, i) => token(`AB${i}`, `Alpha ${i}`, false, i + 1)));
    expect(many.search('ab', 50)).toHaveLength(15);
  });

  it('when a name contains the query, then the token is found by name', () => {
    expect(symbols(index.search('bitcoin'))).toEqual(['BTC']);
    expect(symbols(index.search('classic'))).toEqual(['ETC']);
  });
});

describe('token search over the bundled catalogue', () => {
  const catalogue = loadCatalogue();
  const index = createTokenSearch(catalogue.tokens);

  it("when searching 'et', then ETH comes first", () => {
    expect(index.search('et')[0]?.symbol).toBe('ETH');
  });

  it("when searching 'pepe', then PEPE comes first flagged as a meme", () => {
    expect(index.search('pepe')[0]).toMatchObject({ symbol: 'PEPE', isMeme: true, category: 'meme' });
  });

  it("when searching a name such as 'bitcoin', then Bitcoin outranks the tokens named after it", () => {
    expect(
      index
        .search('bitcoin')
        .map((t) => t.symbol)
        .slice(0, 3),
    ).toEqual(['BTC', 'BCH', 'WBTC']);
  });
});
