import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getTokenData } from '@chainscribe/contracts';
import { configSchema, snapshotAllowed } from '../src/config.ts';
import { loadMarketSnapshot, snapshotFileSchema } from '../src/data-access/market-snapshot.repository.ts';
import { loadCatalogue } from '../src/data-access/catalogue.repository.ts';

const base = { INTERNAL_AUTH_KEY: 'k'.repeat(32), REDIS_URL: 'redis://localhost:1' };
const allowed = (env: Record<string, string>) => snapshotAllowed(configSchema.parse({ ...base, ...env }));

describe('market snapshot', () => {
  it('when MARKET_SNAPSHOT is unset, then the snapshot is on in development and tests and off in production', () => {
    expect(allowed({ NODE_ENV: 'development' })).toBe(true);
    expect(allowed({ NODE_ENV: 'test' })).toBe(true);
    expect(allowed({ NODE_ENV: 'production' })).toBe(false);
  });

  it('when MARKET_SNAPSHOT is set, then it decides in every environment', () => {
    expect(allowed({ NODE_ENV: 'production', MARKET_SNAPSHOT: '1' })).toBe(true);
    expect(allowed({ NODE_ENV: 'production', MARKET_SNAPSHOT: 'true' })).toBe(true);
    expect(allowed({ NODE_ENV: 'development', MARKET_SNAPSHOT: '0' })).toBe(false);
    expect(() => configSchema.parse({ ...base, MARKET_SNAPSHOT: 'yes' })).toThrow();
  });

  it('when the bundled snapshot is loaded, then every token is in the catalogue and is a valid token-data answer', () => {
    const catalogue = loadCatalogue();
    const file = snapshotFileSchema.parse(
      JSON.parse(readFileSync(new URL('../src/data-access/market-snapshot.json', import.meta.url), 'utf8')),
    );
    expect(Object.keys(file.tokens).length).toBeGreaterThan(0);
    for (const symbol of Object.keys(file.tokens)) expect(catalogue.find(symbol), symbol).toBeDefined();
    const snapshot = loadMarketSnapshot();
    expect(snapshot.takenAt).toBe(file.takenAt);
    expect(snapshot.find('btc')).toMatchObject({ price: 96518, asOf: '2025-05-02T00:10:25.889Z' });
    expect(snapshot.find('ZZQX')).toBeNull();
  });

  it('when a snapshot file has a figure without a date or a negative price, then it is refused', () => {
    const figures = { price: 1, change24h: null, marketCap: null, volume24h: null, fullyDilutedValuation: null, circulatingSupply: null };
    expect(snapshotFileSchema.safeParse({ takenAt: '2025-05-02T00:00:00Z', from: 'x', tokens: { BTC: figures } }).success).toBe(false);
    const negative = { ...figures, price: -1, asOf: '2025-05-02T00:00:00Z' };
    expect(snapshotFileSchema.safeParse({ takenAt: '2025-05-02T00:00:00Z', from: 'x', tokens: { BTC: negative } }).success).toBe(false);
    expect(getTokenData.response.safeParse({ symbol: 'BTC', status: 'snapshot' }).success).toBe(false);
  });
});
