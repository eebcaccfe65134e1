import { getTokenData, type TokenData } from '@chainscribe/contracts';
import { signIdentity, type Logger } from '@chainscribe/service-kit';

/** `not-found`: the market service does not know the symbol; null: it could not be asked. */
export type TokenLookup = TokenData | 'not-found' | null;

/** The market service's call 7, service to service (market data is the same for every caller). */
export function createMarketClient(options: { baseUrl: string; internalKey: string; timeoutMs: number; logger: Logger }) {
  return {
    async tokenData(symbol: string): Promise<TokenLookup> {
      const url = new URL(getTokenData.path, options.baseUrl);
      url.searchParams.set('symbol', symbol);
      try {
        const res = await fetch(url, {
          headers: { accept: 'application/json', ...signIdentity(options.internalKey, { method: 'GET', target: `${url.pathname}${url.search}` }, null) },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (res.status === 404) return 'not-found';
        if (!res.ok) {
          options.logger.warn({ symbol, status: res.status }, 'market service refused token data');
          return null;
        }
        const parsed = getTokenData.response.safeParse(await res.json());
        if (!parsed.success) {
          options.logger.warn({ symbol, issues: parsed.error.issues.slice(0, 3) }, 'market service answered outside its contract');
          return null;
        }
        return parsed.data;
      } catch (err) {
        options.logger.warn({ symbol, err: (err as Error).message }, 'market service unreachable');
        return null;
      }
    },
  };
}

export type MarketClient = ReturnType<typeof createMarketClient>;
