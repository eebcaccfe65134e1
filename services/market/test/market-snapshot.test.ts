import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getTokenData, paymentCurrencies } from '@chainscribe/contracts';
import { configSchema, snapshotAllowed } from '../src/config.ts';
import { loadMarketSnapshot, snapshotFileSchema } from '../src/data-access/market-snapshot.repository.ts';
import { loadCatalogue } from '../src/data-access/catalogue.repository.ts';
import { snapshotFromMarkets, type MarketsRow } from '../src/cli/snapshot-from-markets.ts';
import type { QuoteCache } from '../src/domain/ports.ts';
import { createTokenDataService } from '../src/domain/token-data.ts';

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
    // takenAt is the newest figure's time; no figure claims to be newer than the file.
    const times = Object.values(file.tokens).map((t) => t.asOf);
    expect(file.takenAt).toBe(times.reduce((a, b) => (a > b ? a : b)));
  });

  it('when the bundled snapshot is loaded, then every coin the checkout offers has dated figures copied from a published CoinGecko response', () => {
    const snapshot = loadMarketSnapshot();
    for (const currency of paymentCurrencies) {
      const figures = snapshot.find(currency);
      expect(figures, currency).not.toBeNull();
      expect(figures?.price, currency).toBeGreaterThan(0);
    }
    // As the 2023-11-20 /coins/markets?vs_currency=usd response reported them (see the file's `from`).
    expect(snapshot.find('ETH')).toEqual({
      price: 2047.94,
      change24h: 4.46012,
      marketCap: 244545452016,
      volume24h: 18202022484,
      fullyDilutedValuation: 244545452016,
      circulatingSupply: 120252814.434408,
      asOf: '2023-11-20T15:16:06.435Z',
    });
    expect(snapshot.find('TON')).toMatchObject({ price: 2.37, asOf: '2023-11-20T15:16:07.701Z' });
    expect(snapshot.find('USDT')).toMatchObject({ price: 1.003, asOf: '2023-11-20T15:15:05.373Z' });
    expect(snapshot.find('USDC')).toMatchObject({ price: 1.002, asOf: '2023-11-20T15:16:13.775Z' });
  });

  it('when the market has no upstream, then every coin the checkout offers answers its dated snapshot price, never a live one', async () => {
    const noCache: QuoteCache = {
      read: () => Promise.resolve(null),
      store: () => Promise.resolve(),
      lastKnownAt: () => Promise.resolve(null),
      lock: () => Promise.resolve(null),
      readCoinGeckoId: () => Promise.resolve(undefined),
      storeCoinGeckoId: () => Promise.resolve(),
    };
    const tokenData = createTokenDataService({
      catalogue: loadCatalogue(),
      coingecko: null,
      dexscreener: null,
      cache: noCache,
      snapshot: loadMarketSnapshot(),
      logger: { warn: () => undefined, debug: () => undefined },
      ttl: { quoteSeconds: 60, unavailableSeconds: 5, lockMs: 100, coinGeckoIdSeconds: 60 },
    });
    for (const currency of paymentCurrencies) {
      const answer = getTokenData.response.parse(await tokenData.get(currency));
      expect(answer, currency).toMatchObject({ symbol: currency, status: 'snapshot', source: 'snapshot', sentiment: null });
      expect(answer.price, currency).toBeGreaterThan(0);
      expect(answer.asOf, currency).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(await tokenData.get('TON')).toMatchObject({ name: 'Toncoin', price: 2.37, asOf: '2023-11-20T15:16:07.701Z' });
    // A token the snapshot does not hold stays unavailable: nothing is estimated.
    expect(await tokenData.get('PEPE')).toMatchObject({ status: 'unavailable', price: null, source: null, asOf: null });
  });

  it('when a snapshot file has a figure without a date or a negative price, then it is refused', () => {
    const figures = { price: 1, change24h: null, marketCap: null, volume24h: null, fullyDilutedValuation: null, circulatingSupply: null };
    expect(snapshotFileSchema.safeParse({ takenAt: '2025-05-02T00:00:00Z', from: 'x', tokens: { BTC: figures } }).success).toBe(false);
    const negative = { ...figures, price: -1, asOf: '2025-05-02T00:00:00Z' };
    expect(snapshotFileSchema.safeParse({ takenAt: '2025-05-02T00:00:00Z', from: 'x', tokens: { BTC: negative } }).success).toBe(false);
    expect(getTokenData.response.safeParse({ symbol: 'BTC', status: 'snapshot' }).success).toBe(false);
  });

  it('when the snapshot is built from saved CoinGecko pages, then catalogue tokens are kept by symbol with their own times', () => {
    const row = (id: string, price: number, at: string): MarketsRow => ({
      id,
      current_price: price,
      price_change_percentage_24h: -1.5,
      market_cap: price * 1e6,
      total_volume: price * 1e4,
      fully_diluted_valuation: null,
      circulating_supply: 1e6,
      last_updated: at,
    });
    const catalogue = [
      { symbol: 'ETH', coingeckoId: 'ethereum' },
      { symbol: 'USDC', coingeckoId: 'usd-coin' },
      { symbol: 'NEW', coingeckoId: null },
    ];
    const rows = [
      row('ethereum', 2004.13, '2025-03-04T14:45:46.412Z'),
      row('usd-coin', 1, '2025-03-04T14:45:47.869Z'),
      row('not-listed', 5, '2025-03-05T00:00:00Z'),
    ];
    const file = snapshotFromMarkets(rows, catalogue, 'test pages');
    expect(file.takenAt).toBe('2025-03-04T14:45:47.869Z');
    expect(Object.keys(file.tokens).sort()).toEqual(['ETH', 'USDC']);
    expect(file.tokens.ETH).toEqual({
      price: 2004.13,
      change24h: -1.5,
      marketCap: 2004.13e6,
      volume24h: 2004.13e4,
      fullyDilutedValuation: null,
      circulatingSupply: 1e6,
      asOf: '2025-03-04T14:45:46.412Z',
    });
    expect(snapshotFileSchema.safeParse(file).success).toBe(true);
  });

  it('when the saved pages are not in US dollars, then the build refuses them', () => {
    const euro: MarketsRow = { id: 'tether', current_price: 0.949312, last_updated: '2025-03-04T14:45:45.244Z' };
    expect(() => snapshotFromMarkets([euro], [{ symbol: 'USDT', coingeckoId: 'tether' }], 'x')).toThrow(/not in US dollars/);
  });
});
