import { pause, sendJson, startStandIn, type StandIn } from './stand-in.ts';

export interface FakeCoin {
  id: string;
  symbol: string;
  name: string;
  rank: number | null;
  price: number;
  change24h: number | null;
  marketCap: number;
  volume24h: number;
}

export interface CoinGeckoStandIn extends StandIn {
  /** Milliseconds every answer is held back, so concurrent callers overlap. */
  delayMs: number;
  /** The next `times` answers on `path` (e.g. '/coins/markets') are 429s carrying this Retry-After (omitted when null). */
  rateLimitNext(times: number, retryAfter: string | null, path: string): void;
  marketsCalls(id?: string): number;
}

const lastUpdated = '2025-01-15T09:59:30.123Z';

/**
 * CoinGecko API v3 as documented (docs.coingecko.com): `/coins/markets` answers an array of
 * market rows, `/search` an object of result lists, `/simple/price` an object keyed by coin id;
 * a rate-limited call is a 429 with a `status.error_code` body.
 */
export async function startCoinGeckoStandIn(coins: FakeCoin[]): Promise<CoinGeckoStandIn> {
  let limited = 0;
  let limitedPath = '';
  let retryAfter: string | null = null;
  const base = '/api/v3';
  const standIn = await startStandIn(async (req, res) => {
    await pause(self.delayMs);
    if (limited > 0 && req.path === `${base}${limitedPath}`) {
      limited--;
      sendJson(
        res,
        429,
        {
          status: {
            error_code: 429,
            error_message:
              "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits.",
          },
        },
        retryAfter === null ? {} : { 'retry-after': retryAfter },
      );
      return;
    }
    if (req.path === `${base}/coins/markets`) {
      const ids = (req.query.get('ids') ?? '').split(',');
      sendJson(
        res,
        200,
        coins
          .filter((coin) => ids.includes(coin.id))
          .map((coin) => ({
            id: coin.id,
            symbol: coin.symbol.toLowerCase(),
            name: coin.name,
            image: `https://coin-images.coingecko.com/coins/images/1/large/${coin.id}.png`,
            current_price: coin.price,
            market_cap: coin.marketCap,
            market_cap_rank: coin.rank,
            fully_diluted_valuation: null,
            total_volume: coin.volume24h,
            high_24h: coin.price,
            low_24h: coin.price,
            price_change_24h: coin.change24h === null ? null : (coin.price * coin.change24h) / 100,
            price_change_percentage_24h: coin.change24h,
            market_cap_change_24h: null,
            market_cap_change_percentage_24h: null,
            circulating_supply: null,
            total_supply: null,
            max_supply: null,
            ath: coin.price,
            ath_change_percentage: 0,
            ath_date: lastUpdated,
            atl: coin.price,
            atl_change_percentage: 0,
            atl_date: lastUpdated,
            roi: null,
            last_updated: lastUpdated,
            price_change_percentage_24h_in_currency: coin.change24h,
          })),
      );
      return;
    }
    if (req.path === `${base}/search`) {
      const query = (req.query.get('query') ?? '').toLowerCase();
      const found = coins.filter((coin) => coin.symbol.toLowerCase().includes(query) || coin.name.toLowerCase().includes(query));
      sendJson(res, 200, {
        coins: found.map((coin) => ({
          id: coin.id,
          name: coin.name,
          api_symbol: coin.id,
          symbol: coin.symbol.toUpperCase(),
          market_cap_rank: coin.rank,
          thumb: `https://coin-images.coingecko.com/coins/images/1/thumb/${coin.id}.png`,
          large: `https://coin-images.coingecko.com/coins/images/1/large/${coin.id}.png`,
        })),
        exchanges: [],
        icos: [],
        categories: [],
        nfts: [],
      });
      return;
    }
    if (req.path === `${base}/simple/price`) {
      const ids = (req.query.get('ids') ?? '').split(',');
      const body: Record<string, { usd: number; usd_24h_change?: number | null }> = {};
      for (const coin of coins.filter((c) => ids.includes(c.id))) {
        body[coin.id] =
          req.query.get('include_24hr_change') === 'true' ? { usd: coin.price, usd_24h_change: coin.change24h } : { usd: coin.price };
      }
      sendJson(res, 200, body);
      return;
    }
    sendJson(res, 404, { error: 'Not found' });
  });
  const self: CoinGeckoStandIn = Object.assign(standIn, {
    url: `${standIn.url}${base}`,
    delayMs: 0,
    rateLimitNext(times: number, value: string | null, path: string) {
      limited = times;
      retryAfter = value;
      limitedPath = path;
    },
    marketsCalls: (id?: string) => standIn.count(`${base}/coins/markets`, (q) => id === undefined || q.get('ids') === id),
  });
  return self;
}
