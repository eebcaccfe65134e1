import { getTokenCategories, getTokenData, searchTokens, type TokenData } from '@chainscribe/contracts';
import { callService, type Logger } from '@chainscribe/service-kit';

/** A catalogue row as the lint needs it. */
export interface CatalogueRow {
  symbol: string;
  platform: string | null;
}

export interface CatalogueAnswer {
  /** Each asked symbol the catalogue holds exactly. */
  rows: Map<string, CatalogueRow>;
  /** The symbols the token picker offers first: the ones lookalike tickers imitate. */
  popular: string[];
}

/** What a lookup of token data came to: figures, a symbol the market does not know, or no answer in time. */
export type FreshTokenData = TokenData | 'not-found' | 'unavailable';

const POPULAR_TTL_MS = 10 * 60 * 1000;

/**
 * The market service on the API's request path (the lint and the re-check): one try each, within
 * the caller's deadline, since the user is waiting. Market data is the same for every caller.
 */
export function createMarketLookupClient(options: { baseUrl: string; internalKey: string; timeoutMs: number; logger: Logger }) {
  const base = { baseUrl: options.baseUrl, internalKey: options.internalKey, timeoutMs: options.timeoutMs };
  let popular: { symbols: string[]; at: number } | null = null;

  async function popularSymbols(): Promise<string[] | null> {
    if (popular && Date.now() - popular.at < POPULAR_TTL_MS) return popular.symbols;
    const answer = await callService({ ...base, call: getTokenCategories });
    if (!answer.ok) return null;
    popular = { symbols: answer.data.popular, at: Date.now() };
    return popular.symbols;
  }

  async function exactRow(symbol: string): Promise<CatalogueRow | null | 'unavailable'> {
    const answer = await callService({ ...base, call: searchTokens, query: { q: symbol, limit: '5', source: 'catalogue' } });
    if (!answer.ok) return 'unavailable';
    const row = answer.data.results.find((r) => r.symbol.toUpperCase() === symbol);
    return row ? { symbol: row.symbol.toUpperCase(), platform: row.sourceDetails.platform } : null;
  }

  return {
    /** The catalogue's rows for these symbols and the popular list; null when the market could not answer. */
    async catalogue(symbols: readonly string[]): Promise<CatalogueAnswer | null> {
      const [top, ...rows] = await Promise.all([popularSymbols(), ...symbols.map(exactRow)]);
      if (top === null || rows.includes('unavailable')) {
        options.logger.warn({ symbols }, 'market catalogue did not answer the lint in time');
        return null;
      }
      const found = new Map<string, CatalogueRow>();
      for (const row of rows) if (row && row !== 'unavailable') found.set(row.symbol, row);
      return { rows: found, popular: top };
    },

    async tokenData(symbol: string): Promise<FreshTokenData> {
      const answer = await callService({ ...base, call: getTokenData, query: { symbol } });
      if (answer.ok) return answer.data;
      if (answer.status === 404) return 'not-found';
      options.logger.warn({ symbol, status: answer.status, reason: answer.reason }, 'market could not answer the re-check');
      return 'unavailable';
    },
  };
}

export type MarketLookupClient = ReturnType<typeof createMarketLookupClient>;
