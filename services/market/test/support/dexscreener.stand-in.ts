import { sendJson, startStandIn, type StandIn } from './stand-in.ts';

export interface FakePair {
  chainId: string;
  dexId: string;
  pairAddress: string;
  base: { address: string; name: string; symbol: string };
  priceUsd: string;
  liquidityUsd: number;
  volume24h: number;
  change24h: number;
  marketCap?: number;
}

/**
 * DexScreener `/latest/dex/search?q=` as documented (docs.dexscreener.com/api/reference): an
 * object with `schemaVersion` and `pairs`, each pair with string prices and numeric liquidity,
 * volume and price change per window.
 */
export async function startDexScreenerStandIn(pairs: FakePair[]): Promise<StandIn> {
  return startStandIn((req, res) => {
    if (req.path !== '/latest/dex/search') {
      sendJson(res, 404, { error: 'Not found' });
      return;
    }
    const q = (req.query.get('q') ?? '').toLowerCase();
    const found = pairs.filter((pair) => pair.base.symbol.toLowerCase().includes(q) || pair.base.name.toLowerCase().includes(q));
    sendJson(res, 200, {
      schemaVersion: '1.0.0',
      pairs: found.map((pair) => ({
        chainId: pair.chainId,
        dexId: pair.dexId,
        url: `https://dexscreener.com/${pair.chainId}/${pair.pairAddress}`,
        pairAddress: pair.pairAddress,
        labels: ['v2'],
        baseToken: pair.base,
        quoteToken: { address: 'So11111111111111111111111111111111111111112', name: 'Wrapped SOL', symbol: 'SOL' },
        priceNative: '0.0001',
        priceUsd: pair.priceUsd,
        txns: { m5: { buys: 1, sells: 2 }, h1: { buys: 10, sells: 12 }, h6: { buys: 60, sells: 50 }, h24: { buys: 200, sells: 180 } },
        volume: { h24: pair.volume24h, h6: pair.volume24h / 4, h1: pair.volume24h / 24, m5: 0 },
        priceChange: { m5: 0, h1: 0.1, h6: 0.5, h24: pair.change24h },
        liquidity: { usd: pair.liquidityUsd, base: 1000, quote: 10 },
        fdv: (pair.marketCap ?? 0) * 1.2,
        ...(pair.marketCap === undefined ? {} : { marketCap: pair.marketCap }),
        pairCreatedAt: 1_700_000_000_000,
      })),
    });
  });
}
