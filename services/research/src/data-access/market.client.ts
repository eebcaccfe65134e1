import { getTokenData } from '@chainscribe/contracts';
import { signIdentity, type Logger } from '@chainscribe/service-kit';
import type { MarketData, MarketQuote } from './ports.ts';

export interface MarketClientOptions {
  baseUrl: string;
  internalKey: string;
  timeoutMs: number;
  logger: Logger;
}

/**
 * The market service's token-data call, made service to service (signed, no user identity). Any
 * failure, or an answer without a live price and its time, yields null: research then says
 * nothing about price rather than guessing.
 */
export function createMarketClient(options: MarketClientOptions): MarketData {
  return {
    async quote(symbol): Promise<MarketQuote | null> {
      const url = new URL(getTokenData.path, options.baseUrl);
      url.searchParams.set('symbol', symbol);
      try {
        const res = await fetch(url, {
          headers: { accept: 'application/json', ...signIdentity(options.internalKey, { method: 'GET', path: getTokenData.path }, null) },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) {
          options.logger.warn({ symbol, status: res.status }, 'market service refused token data');
          return null;
        }
        const parsed = getTokenData.response.safeParse(await res.json());
        if (!parsed.success) {
          options.logger.warn({ symbol, issues: parsed.error.issues.slice(0, 3) }, 'market service answered outside its contract');
          return null;
        }
        const d = parsed.data;
        if (d.status === 'unavailable' || d.price === null || d.source === null || d.asOf === null) return null;
        return { symbol: d.symbol, name: d.name, price: d.price, change24h: d.change24h, marketCap: d.marketCap, volume24h: d.volume24h, source: d.source, asOf: d.asOf };
      } catch (err) {
        options.logger.warn({ symbol, err: (err as Error).message }, 'market service unreachable');
        return null;
      }
    },
  };
}
