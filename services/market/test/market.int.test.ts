import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getTokenCategories, getTokenData, problemSchema, searchTokens } from '@chainscribe/contracts';
import { uniqueNames, waitFor } from '@chainscribe/service-kit/testing';
import { startCoinGeckoStandIn, type CoinGeckoStandIn, type FakeCoin } from './support/coingecko.stand-in.ts';
import { startDexScreenerStandIn } from './support/dexscreener.stand-in.ts';
import { startMarketUnderTest, type MarketUnderTest } from './support/market-under-test.ts';
import { unreachableUrl, type StandIn } from './support/stand-in.ts';

const coin = (id: string, symbol: string, name: string, rank: number, price: number, change24h: number): FakeCoin => ({
  id,
  symbol,
  name,
  rank,
  price,
  change24h,
  marketCap: price * 1_000_000_000,
  volume24h: price * 10_000_000,
});

// Ids as the bundled catalogue lists them (from @web3icons/common), so lookups go straight to /coins/markets.
const coins = [
  coin('bitcoin', 'btc', 'Bitcoin', 1, 101_250, 1.25),
  coin('pepe', 'pepe', 'Pepe', 30, 0.0000123, 4.2),
  coin('ethereum', 'eth', 'Ethereum', 2, 3300.5, -1.1),
  coin('solana', 'sol', 'Solana', 5, 190.25, 6.5),
  coin('chainlink', 'link', 'Chainlink', 12, 21.4, -3.3),
  coin('cardano', 'ada', 'Cardano', 9, 0.98, 0.4),
  coin('dogecoin', 'doge', 'Dogecoin', 8, 0.32, 1.5),
  coin('avalanche-2', 'avax', 'Avalanche', 11, 38.1, 2.2),
  coin('uniswap', 'uni', 'Uniswap', 20, 9.5, -0.7),
];

const infra = inject('infra');
const runId = inject('runId');
const prefix = (label: string) => `cs:market:${uniqueNames(runId, label).id}:`;

let coingecko: CoinGeckoStandIn;
let dexscreener: StandIn;
let market: MarketUnderTest;
const started: MarketUnderTest[] = [];

async function startWith(env: Record<string, string>): Promise<MarketUnderTest> {
  const instance = await startMarketUnderTest({ REDIS_URL: infra.redisUrls.market, ...env });
  started.push(instance);
  return instance;
}

async function tokenData(instance: MarketUnderTest, symbol: string) {
  const response = await instance.get(`/api/token/data?symbol=${encodeURIComponent(symbol)}`);
  expect(response.status).toBe(200);
  return getTokenData.response.parse(response.body);
}

async function search(instance: MarketUnderTest, q: string) {
  const response = await instance.get(`/api/tokens/search?q=${encodeURIComponent(q)}&limit=15&source=all`);
  expect(response.status).toBe(200);
  return searchTokens.response.parse(response.body);
}

beforeAll(async () => {
  coingecko = await startCoinGeckoStandIn(coins);
  dexscreener = await startDexScreenerStandIn([
    // The token people mean: two pools of one contract on Solana.
    {
      chainId: 'solana',
      dexId: 'raydium',
      pairAddress: 'pool-a',
      base: { address: 'Mint1111', name: 'Moon Cat', symbol: 'MCAT' },
      priceUsd: '0.0421',
      liquidityUsd: 900_000,
      volume24h: 1_200_000,
      change24h: 12.5,
      marketCap: 42_000_000,
    },
    {
      chainId: 'solana',
      dexId: 'orca',
      pairAddress: 'pool-b',
      base: { address: 'Mint1111', name: 'Moon Cat', symbol: 'MCAT' },
      priceUsd: '0.0425',
      liquidityUsd: 300_000,
      volume24h: 300_000,
      change24h: 12.9,
      marketCap: 42_000_000,
    },
    // A copycat with the same ticker and a thin pool: never the price.
    {
      chainId: 'bsc',
      dexId: 'pancakeswap',
      pairAddress: 'pool-c',
      base: { address: '0xfake', name: 'Moon Cat', symbol: 'MCAT' },
      priceUsd: '9.99',
      liquidityUsd: 900,
      volume24h: 5_000_000,
      change24h: 900,
    },
  ]);
  market = await startWith({
    COINGECKO_BASE_URL: coingecko.url,
    DEXSCREENER_BASE_URL: dexscreener.url,
    MARKET_REDIS_PREFIX: prefix('main'),
    MARKET_SEARCH_PRICES_INTERVAL_MS: '300',
  });
});

afterAll(async () => {
  await Promise.all(started.map((instance) => instance.stop()));
  await Promise.all([coingecko?.close(), dexscreener?.close()]);
  // The engines are shared: leave no keys of this run behind (last-known entries live for days).
  const redis = new Redis(infra.redisUrl);
  const keys = await redis.keys(`cs:market:${runId}_*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('token search (call 6) and categories (call 5)', () => {
  it("when searching 'et', then ETH comes first and at most 15 rows answer", async () => {
    const { results } = await search(market, 'et');
    expect(results[0]).toMatchObject({ symbol: 'ETH', name: 'Ethereum', verified: true, source: 'catalogue' });
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThanOrEqual(15);
  });

  it("when searching 'pepe', then PEPE is found first and flagged as a meme", async () => {
    const { results } = await search(market, '  pepe ');
    expect(results[0]).toMatchObject({ symbol: 'PEPE', isMeme: true, category: 'meme' });
  });

  it('when the query is one character or empty, then the answer is an empty success', async () => {
    expect(await search(market, 'e')).toEqual({ success: true, results: [] });
    expect(await search(market, '   ')).toEqual({ success: true, results: [] });
  });

  it('when a client asks for more than 15 rows, then 15 answer', async () => {
    const response = await market.get('/api/tokens/search?q=an&limit=50&source=all');
    expect(searchTokens.response.parse(response.body).results).toHaveLength(15);
  });

  it('when categories are asked for, then the 15 popular symbols and non-empty categories answer', async () => {
    const response = await market.get('/api/tokens/categories');
    const body = getTokenCategories.response.parse(response.body);
    expect(body.popular).toHaveLength(15);
    expect(body.popular.slice(0, 2)).toEqual(['BTC', 'ETH']);
    expect(body.categories.map((c) => c.id)).toEqual(expect.arrayContaining(['layer-1', 'layer-2', 'defi', 'meme', 'ai', 'stablecoin']));
    expect(body.categories.every((c) => c.count > 0)).toBe(true);
    expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBeGreaterThanOrEqual(300);
    for (const symbol of body.popular) {
      const { results } = await search(market, symbol);
      expect(results[0]?.symbol).toBe(symbol);
    }
  });

  it('when search rows have no price yet, then keystrokes share one batched /simple/price call that fills them', async () => {
    const asksForUni = (q: URLSearchParams) => (q.get('ids') ?? '').split(',').includes('uniswap');
    for (const keystrokes of ['un', 'uni', 'unis', 'uniswap']) {
      const { results } = await search(market, keystrokes);
      expect(results.find((r) => r.symbol === 'UNI')).toMatchObject({ price: null });
    }
    const priced = await waitFor(
      async () => {
        const { results } = await search(market, 'uniswap');
        return results[0]?.price === null ? undefined : results[0];
      },
      { timeoutMs: 5000, what: 'a UNI price in search' },
    );
    expect(priced).toMatchObject({ symbol: 'UNI', price: 9.5, change24h: -0.7 });
    expect(coingecko.count('/api/v3/simple/price', asksForUni)).toBe(1);
  });

  it('when a request does not carry the gateway signature, then it is refused', async () => {
    const response = await fetch(`${market.service.url}/api/tokens/search?q=eth`);
    expect(response.status).toBe(401);
    expect(problemSchema.parse(await response.json()).code).toBe('gateway_signature_missing');
  });
});

describe('token data (call 7)', () => {
  it('when 100 requests for one uncached symbol arrive together, then CoinGecko is called once and all get its figures', async () => {
    coingecko.delayMs = 300;
    try {
      const answers = await Promise.all(Array.from({ length: 100 }, () => tokenData(market, 'pepe')));
      expect(coingecko.marketsCalls('pepe')).toBe(1);
      for (const answer of answers) {
        expect(answer).toMatchObject({ symbol: 'PEPE', name: 'Pepe', price: 0.0000123, change24h: 4.2, source: 'coingecko' });
      }
      expect(answers.filter((a) => a.status === 'live').length).toBeGreaterThan(0);
    } finally {
      coingecko.delayMs = 0;
    }
  });

  it('when two replicas miss the same symbol at once, then only one of them asks CoinGecko', async () => {
    const shared = prefix('replicas');
    const env = { COINGECKO_BASE_URL: coingecko.url, DEXSCREENER_BASE_URL: '', MARKET_REDIS_PREFIX: shared };
    const [first, second] = await Promise.all([startWith(env), startWith(env)]);
    const before = coingecko.marketsCalls('avalanche-2');
    coingecko.delayMs = 300;
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => tokenData(i % 2 === 0 ? first : second, 'AVAX')));
      expect(coingecko.marketsCalls('avalanche-2')).toBe(before + 1);
      expect(answers.every((a) => a.price === 38.1)).toBe(true);
    } finally {
      coingecko.delayMs = 0;
    }
  });

  it('when the figures are cached, then a request within the TTL makes no upstream call and says so', async () => {
    const first = await tokenData(market, 'ETH');
    const calls = coingecko.marketsCalls('ethereum');
    const second = await tokenData(market, '$eth');
    expect(coingecko.marketsCalls('ethereum')).toBe(calls);
    expect(first).toMatchObject({
      status: 'live',
      price: 3300.5,
      marketCap: 3300.5 * 1e9,
      volume24h: 3300.5 * 1e7,
      asOf: '2025-01-15T09:59:30.123Z',
    });
    expect(second).toMatchObject({ status: 'cached', price: 3300.5, asOf: first.asOf, lastKnownAt: first.asOf });
  });

  it('when figures arrive, then sentiment is derived from the 24h change and names its source', async () => {
    const sol = await tokenData(market, 'SOL');
    expect(sol.sentiment).toEqual({ label: 'bullish', score: 0.65, source: 'Derived from the 24h price change reported by CoinGecko' });
  });

  it('when CoinGecko answers 429 with Retry-After, then the call waits that long, retries and gets the figures', async () => {
    coingecko.rateLimitNext(1, '1', '/coins/markets');
    const before = coingecko.marketsCalls('chainlink');
    const startedAt = Date.now();
    const link = await tokenData(market, 'LINK');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
    expect(coingecko.marketsCalls('chainlink')).toBe(before + 2);
    expect(link).toMatchObject({ status: 'live', price: 21.4, change24h: -3.3 });
  });

  it('when CoinGecko asks for a pause longer than we wait, then the answer is unavailable at once and CoinGecko is left alone meanwhile', async () => {
    // Snapshot off: ADA and AVAX are in the bundled snapshot, which would answer instead of 'unavailable'.
    const limited = await startWith({
      COINGECKO_BASE_URL: coingecko.url,
      DEXSCREENER_BASE_URL: '',
      MARKET_SNAPSHOT: '0',
      MARKET_REDIS_PREFIX: prefix('limited'),
      MARKET_MAX_RETRY_WAIT_MS: '1000',
    });
    coingecko.rateLimitNext(1, '120', '/coins/markets');
    const before = coingecko.count('/api/v3/coins/markets');
    const ada = await tokenData(limited, 'ADA');
    expect(ada).toMatchObject({ status: 'unavailable', price: null });
    const avax = await tokenData(limited, 'AVAX');
    expect(avax.status).toBe('unavailable');
    expect(coingecko.count('/api/v3/coins/markets')).toBe(before + 1);
  });

  it('when CoinGecko does not know a ticker, then the deepest DexScreener market prices it and copycat pools are ignored', async () => {
    const mcat = await tokenData(market, 'MCAT');
    expect(mcat).toMatchObject({
      symbol: 'MCAT',
      name: 'Moon Cat',
      price: 0.0421,
      change24h: 12.5,
      volume24h: 1_500_000,
      marketCap: 42_000_000,
      status: 'live',
      source: 'dexscreener',
    });
    expect(mcat.sentiment?.source).toBe('Derived from the 24h price change reported by DexScreener');
    expect(coingecko.count('/api/v3/search', (q) => q.get('query') === 'MCAT')).toBe(1);
  });

  it('when no upstream knows a symbol, then every figure is null and the status says unavailable', async () => {
    const unknown = await tokenData(market, 'ZZQX');
    expect(unknown).toEqual({
      symbol: 'ZZQX',
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
  });

  it('when the symbol is not a symbol, then a clear problem answers', async () => {
    const response = await market.get('/api/token/data?symbol=%21%21');
    expect(response.status).toBe(400);
    expect(response.contentType).toContain('application/problem+json');
    expect(problemSchema.parse(response.body).error).toContain('Enter a valid token symbol');
  });

  it('when every upstream is unreachable and the snapshot is off, then the answer is a 200 with null figures, status unavailable and no error', async () => {
    const down = await startWith({
      COINGECKO_BASE_URL: await unreachableUrl(),
      DEXSCREENER_BASE_URL: await unreachableUrl(),
      MARKET_SNAPSHOT: '0',
      MARKET_REDIS_PREFIX: prefix('down'),
    });
    const eth = await tokenData(down, 'ETH');
    expect(eth).toMatchObject({
      symbol: 'ETH',
      name: 'Ethereum',
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
  });

  it('when upstreams fail after figures were once known, then the answer says since when, without repeating the old price', async () => {
    const shared = prefix('last-known');
    const online = await startWith({
      COINGECKO_BASE_URL: coingecko.url,
      DEXSCREENER_BASE_URL: '',
      MARKET_REDIS_PREFIX: shared,
      MARKET_CACHE_TTL_SECONDS: '1',
    });
    const seen = await tokenData(online, 'SOL');
    expect(seen.status).toBe('live');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Snapshot off: SOL is in the bundled snapshot, which would answer instead of 'unavailable'.
    const down = await startWith({
      COINGECKO_BASE_URL: await unreachableUrl(),
      DEXSCREENER_BASE_URL: '',
      MARKET_SNAPSHOT: '0',
      MARKET_REDIS_PREFIX: shared,
    });
    const later = await tokenData(down, 'SOL');
    expect(later).toMatchObject({ status: 'unavailable', price: null, sentiment: null, asOf: null, lastKnownAt: seen.asOf });
  });

  it('when the service runs offline with the snapshot off, then no upstream is called and prices are unavailable', async () => {
    const offline = await startWith({
      COINGECKO_BASE_URL: coingecko.url,
      DEXSCREENER_BASE_URL: dexscreener.url,
      MARKET_OFFLINE: '1',
      MARKET_SNAPSHOT: '0',
      MARKET_REDIS_PREFIX: prefix('offline'),
    });
    const before = coingecko.requests.length + dexscreener.requests.length;
    const doge = await tokenData(offline, 'DOGE');
    await search(offline, 'doge');
    expect(doge).toMatchObject({ status: 'unavailable', price: null, name: 'Dogecoin' });
    expect(coingecko.requests.length + dexscreener.requests.length).toBe(before);
  });

  it('when every upstream is unreachable and the snapshot is allowed, then a snapshot token answers its dated snapshot figures labelled as such', async () => {
    const down = await startWith({
      COINGECKO_BASE_URL: await unreachableUrl(),
      DEXSCREENER_BASE_URL: await unreachableUrl(),
      MARKET_REDIS_PREFIX: prefix('snapshot-down'),
    });
    const btc = await tokenData(down, 'BTC');
    expect(btc).toEqual({
      symbol: 'BTC',
      name: 'Bitcoin',
      price: 96518,
      change24h: 2.3665,
      marketCap: 1916585996993,
      volume24h: 30334935517,
      fullyDilutedValuation: 1916585996993,
      circulatingSupply: 19858746,
      sentiment: null,
      status: 'snapshot',
      source: 'snapshot',
      asOf: '2025-05-02T00:10:25.889Z',
      lastKnownAt: null,
    });
    // A coin the checkout offers other than BTC answers its own dated figures (from another published response).
    expect(await tokenData(down, 'TON')).toMatchObject({
      status: 'snapshot',
      source: 'snapshot',
      price: 2.37,
      asOf: '2023-11-20T15:16:07.701Z',
    });
    // A token the snapshot does not hold is still honestly unavailable.
    expect(await tokenData(down, 'PEPE')).toMatchObject({ status: 'unavailable', price: null, source: null });
  });

  it('when the service runs offline, then the snapshot answers without any upstream call', async () => {
    const offline = await startWith({
      COINGECKO_BASE_URL: coingecko.url,
      DEXSCREENER_BASE_URL: dexscreener.url,
      MARKET_OFFLINE: '1',
      MARKET_REDIS_PREFIX: prefix('snapshot-offline'),
    });
    const before = coingecko.requests.length + dexscreener.requests.length;
    expect(await tokenData(offline, 'btc')).toMatchObject({ status: 'snapshot', source: 'snapshot', price: 96518 });
    expect(coingecko.requests.length + dexscreener.requests.length).toBe(before);
  });

  it('when the upstream answers, then the figures are live and the snapshot is not used', async () => {
    const btc = await tokenData(market, 'BTC');
    expect(btc).toMatchObject({ status: 'live', source: 'coingecko', price: 101_250, change24h: 1.25 });
    expect(btc.fullyDilutedValuation).toBeUndefined();
  });

  it('when the snapshot is switched off, then an unreachable upstream answers unavailable as before', async () => {
    const strict = await startWith({
      COINGECKO_BASE_URL: await unreachableUrl(),
      DEXSCREENER_BASE_URL: '',
      MARKET_SNAPSHOT: '0',
      MARKET_REDIS_PREFIX: prefix('snapshot-off'),
    });
    expect(await tokenData(strict, 'BTC')).toMatchObject({ status: 'unavailable', price: null, source: null, asOf: null });
  });
});
