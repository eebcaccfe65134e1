import { getTokenData } from '@chainscribe/contracts';
import { callService, type Logger } from '@chainscribe/service-kit';
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
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: getTokenData,
        query: { symbol },
        timeoutMs: options.timeoutMs,
      });
      if (!answer.ok) {
        options.logger.warn({ symbol, status: answer.status, reason: answer.reason }, 'no token data from the market service');
        return null;
      }
      const d = answer.data;
      // Research speaks of the current market; the bundled snapshot's old figures are not that.
      if (d.status === 'unavailable' || d.status === 'snapshot' || d.price === null || d.source === null || d.asOf === null) return null;
      return {
        symbol: d.symbol,
        name: d.name,
        price: d.price,
        change24h: d.change24h,
        marketCap: d.marketCap,
        volume24h: d.volume24h,
        source: d.source,
        asOf: d.asOf,
      };
    },
  };
}
