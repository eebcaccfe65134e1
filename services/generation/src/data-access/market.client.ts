import { getTokenData, type TokenData } from '@chainscribe/contracts';
import { callService, type Logger } from '@chainscribe/service-kit';

/** `not-found`: the market service does not know the symbol; null: it could not be asked. */
export type TokenLookup = TokenData | 'not-found' | null;

/** Jobs run in the worker, off the request path: one more try is worth more than a faster fallback. */
const workerAttempts = 2;

/** The market service's call 7, service to service (market data is the same for every caller). */
export function createMarketClient(options: { baseUrl: string; internalKey: string; timeoutMs: number; logger: Logger }) {
  return {
    async tokenData(symbol: string): Promise<TokenLookup> {
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: getTokenData,
        query: { symbol },
        timeoutMs: options.timeoutMs,
        attempts: workerAttempts,
      });
      if (answer.ok) return answer.data;
      if (answer.status === 404) return 'not-found';
      options.logger.warn({ symbol, status: answer.status, reason: answer.reason }, 'market service could not answer token data');
      return null;
    },
  };
}

export type MarketClient = ReturnType<typeof createMarketClient>;
