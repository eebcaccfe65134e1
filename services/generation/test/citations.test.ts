import type { DataPoint } from '@chainscribe/contracts';
import { describe, expect, it } from 'vitest';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}
import { citeThread } from '../src/domain/citations/citations.ts';
import { dataPointsOf } from '../src/domain/citations/data-points.ts';
import { scanFigures } from '../src/domain/citations/figure-scanner.ts';
import type { MarketFacts } from '../src/domain/writing/figures.ts';

const facts: MarketFacts = {
  symbol: 'ETH',
  name: 'Ethereum',
  price: 1234.5612,
  change24h: -3.4071,
  marketCap: 1_203_456_789_012,
  volume24h: 18_250_000_000,
  sentiment: null,
  source: 'CoinGecko',
  asOf: '2026-01-15T10:00:00.000Z',
  fdv: 1_250_000_000_000,
  supply: 120_450_000,
};
const points = dataPointsOf(facts);
const kindsOf = (tweets: string[]) => citeThread(tweets, points).citations.map((c) => [c.text, c.kind]);

describe('figure scanner', () => {
  it('when a tweet states money, percentages, amounts and a date, then each is found with its exact span', () => {
    const text = '1/ $ETH at $1,234.56 (-3.41%), cap $1.2T, 120.45M supply. CoinGecko, Jan 15, 10:00 UTC';
    const found = scanFigures(text);
    expect(found.map((f) => f.text)).toEqual(['$1,234.56', '-3.41%', '$1.2T', '120.45M', 'Jan 15, 10:00 UTC']);
    for (const f of found) expect(text.slice(f.start, f.end)).toBe(f.text);
  });

  it('when a tweet holds numbering, small counts, cashtags and a bare year, then none of them is a figure', () => {
    expect(scanFigures('3/8 Three things since 2017: $ETH, 24h volume, 7 days, $1INCH, v2.1')).toEqual([]);
  });
});

describe('citations', () => {
  it('when figures are formatted differently from the data (rounded, compact, signed, dated), then each cites its point', () => {
    expect(kindsOf(['Price $1,234.56, 1,234.5 if you squint', 'Down 3.4% today; -3.41 % exactly', 'Cap $1.2T and $1,203.5B'])).toEqual([
      ['$1,234.56', 'price'],
      ['1,234.5', 'price'],
      ['3.4%', 'change24h'],
      ['-3.41 %', 'change24h'],
      ['$1.2T', 'marketCap'],
      ['$1,203.5B', 'marketCap'],
    ]);
    expect(kindsOf(['Volume $18.25B is 1.5% of the cap; FDV $1.25T; 120.45 million coins; as of 2026-01-15'])).toEqual([
      ['$18.25B', 'volume'],
      ['1.5%', 'turnover'],
      ['$1.25T', 'fdv'],
      ['120.45 million', 'supply'],
      ['2026-01-15', 'date'],
    ]);
  });

  it('when a citation is made, then it carries the source, value, read time and snapshot flag of its point', () => {
    const [citation] = citeThread(['$ETH is at $1,234.56'], points).citations;
    expect(citation).toEqual({
      tweet: 0,
      start: 11,
      end: 20,
      text: '$1,234.56',
      kind: 'price',
      source: 'CoinGecko',
      value: 1234.5612,
      readAt: '2026-01-15T10:00:00.000Z',
      snapshot: false,
    });
  });

  it('when a figure matches no point (invented, wrong sign, wrong day), then it is unverified with its span', () => {
    const { citations, unverifiedFigures } = citeThread(
      ['Price $1,300 and +3.41%', 'Up 10x to $5B by Jan 16', 'Holders: 1,000,000'],
      points,
    );
    expect(citations).toEqual([]);
    expect(unverifiedFigures.map((f) => [f.tweet, f.text])).toEqual([
      [0, '$1,300'],
      [0, '+3.41%'],
      [1, '$5B'],
      [1, 'Jan 16'],
      [2, '1,000,000'],
    ]);
  });

  it('when the facts come from the bundled snapshot, then the citation says so', () => {
    const snapshotPoints = dataPointsOf({ ...facts, snapshot: true, asOf: '2025-05-02T00:00:00.000Z' });
    const { citations } = citeThread(['$1,234.56 as of May 2, 2025, from a bundled snapshot'], snapshotPoints);
    expect(citations.map((c) => [c.kind, c.snapshot, c.source])).toEqual([
      ['price', true, 'Bundled market snapshot'],
      ['date', true, 'Bundled market snapshot'],
    ]);
  });

  it('when two reads of the same figure exist, then the newer read is cited', () => {
    const newer: DataPoint = { ...must(points[0]), value: 1234.6, readAt: '2026-01-15T11:00:00.000Z' };
    const [citation] = citeThread(['$1,234.56'], [...points, newer]).citations;
    expect(citation?.readAt).toBe('2026-01-15T11:00:00.000Z');
  });

  it('when there is no market data at all, then every figure is unverified and none is cited', () => {
    const result = citeThread(['Bitcoin at $96,518 today'], dataPointsOf(null));
    expect(result).toEqual({ citations: [], unverifiedFigures: [{ tweet: 0, start: 11, end: 18, text: '$96,518' }] });
  });
});
