import type { DataPoint } from '@chainscribe/contracts';
import { turnoverPercent, type MarketFacts } from '../writing/figures.ts';

/** The data points a writer was given by the market, one per figure it may state, plus the day they were read. */
export function dataPointsOf(facts: MarketFacts | null): DataPoint[] {
  if (!facts) return [];
  const base = { symbol: facts.symbol, source: facts.snapshot ? 'Bundled market snapshot' : facts.source, readAt: facts.asOf };
  const snapshot = facts.snapshot ?? false;
  const values: [DataPoint['kind'], number | null | undefined][] = [
    ['price', facts.price],
    ['change24h', facts.change24h],
    ['marketCap', facts.marketCap],
    ['volume', facts.volume24h],
    ['turnover', turnoverPercent(facts)],
    ['fdv', facts.fdv],
    ['supply', facts.supply],
    ['date', Date.parse(facts.asOf)],
  ];
  return values.flatMap(([kind, value]) =>
    value === null || value === undefined || !Number.isFinite(value) ? [] : [{ ...base, kind, value, snapshot }],
  );
}
