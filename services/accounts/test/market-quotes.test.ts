import { afterEach, describe, expect, it } from 'vitest';
import type { TokenData } from '@chainscribe/contracts';
import { createLogger } from '@chainscribe/service-kit';
import { json, serve, type StandIn } from '@chainscribe/service-kit/testing';
import { createMarketQuotes } from '../src/data-access/market-quotes.ts';

/** A token-data answer when no source knows the symbol: every figure null. */
const unavailable = (symbol: string): TokenData => ({
  symbol,
  name: null,
  price: null,
  change24h: null,
  marketCap: null,
  volume24h: null,
  sentiment: null,
  status: 'unavailable',
  source: null,
  asOf: null,
  lastKnownAt: null,
});

/** A token-data answer as the market gives it from its bundled, dated snapshot (no upstream answered). */
const fromSnapshot = (symbol: string, name: string, price: number, asOf: string): TokenData => ({
  ...unavailable(symbol),
  name,
  price,
  status: 'snapshot',
  source: 'snapshot',
  asOf,
});

// The market's bundled snapshot figures for the coins the checkout offers (services/market/src/data-access/market-snapshot.json).
const offline: Record<string, TokenData> = {
  BTC: fromSnapshot('BTC', 'Bitcoin', 96518, '2025-05-02T00:10:25.889Z'),
  ETH: fromSnapshot('ETH', 'Ethereum', 2047.94, '2023-11-20T15:16:06.435Z'),
  USDT: fromSnapshot('USDT', 'Tether', 1.003, '2023-11-20T15:15:05.373Z'),
  USDC: fromSnapshot('USDC', 'USDC', 1.002, '2023-11-20T15:16:13.775Z'),
  TON: fromSnapshot('TON', 'Toncoin', 2.37, '2023-11-20T15:16:07.701Z'),
};

let market: StandIn | undefined;
afterEach(async () => {
  await market?.close();
  market = undefined;
});

async function quotesFrom(answer: (symbol: string) => TokenData | number) {
  market = await serve((req, _body, res) => {
    const symbol = new URL(req.url ?? '/', 'http://market').searchParams.get('symbol') ?? '';
    const body = answer(symbol);
    if (typeof body === 'number') json(res, body, { error: 'down' }, 'application/problem+json');
    else json(res, 200, body);
  });
  return createMarketQuotes({ marketUrl: market.url, internalKey: 'k'.repeat(32), logger: createLogger('accounts-test', 'silent') });
}

describe('checkout quotes (sandbox checkout page)', () => {
  it('when the market answers from its dated snapshot, then every coin, not only Bitcoin, has an estimated amount marked not live with the snapshot date', async () => {
    const quotes = await (await quotesFrom((symbol) => offline[symbol] ?? unavailable(symbol))).quote(9.99);
    expect(quotes.map((q) => q.currency)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'TON']);
    for (const quote of quotes) {
      expect(quote, quote.currency).toMatchObject({ live: false, source: 'snapshot', asOf: offline[quote.currency]?.asOf });
      expect(quote.amount, quote.currency).toBeCloseTo(9.99 / (quote.rate ?? Number.NaN), 3);
    }
    expect(quotes.find((q) => q.currency === 'ETH')).toEqual({
      currency: 'ETH',
      amount: Number((9.99 / 2047.94).toFixed(8)),
      rate: 2047.94,
      source: 'snapshot',
      asOf: '2023-11-20T15:16:06.435Z',
      live: false,
    });
    expect(quotes.find((q) => q.currency === 'TON')).toMatchObject({ amount: Number((9.99 / 2.37).toFixed(4)), rate: 2.37 });
  });

  it('when the market has no price for a coin or does not answer, then that coin has no amount and nothing is guessed', async () => {
    const quotes = await (
      await quotesFrom((symbol) => (symbol === 'TON' ? 503 : symbol === 'ETH' ? unavailable('ETH') : (offline[symbol] ?? 503)))
    ).quote(9.99);
    for (const currency of ['ETH', 'TON'])
      expect(quotes.find((q) => q.currency === currency)).toEqual({
        currency,
        amount: null,
        rate: null,
        source: null,
        asOf: null,
        live: false,
      });
    expect(quotes.find((q) => q.currency === 'USDC')).toMatchObject({ rate: 1.002, live: false });
  });

  it('when the market answers live, then the quote is live and names its source', async () => {
    const live = (symbol: string): TokenData => ({
      ...unavailable(symbol),
      price: 3300.5,
      status: 'live',
      source: 'coingecko',
      asOf: '2026-01-01T00:00:00.000Z',
    });
    const quotes = await (await quotesFrom(live)).quote(9.99);
    expect(quotes.find((q) => q.currency === 'ETH')).toMatchObject({ rate: 3300.5, source: 'coingecko', live: true });
  });
});
