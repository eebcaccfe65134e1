import { TOKEN_SEARCH_DEFAULT_LIMIT, TOKEN_SEARCH_MIN_LENGTH } from '@chainscribe/contracts';

export interface SearchableToken {
  symbol: string;
  name: string;
  verified: boolean;
  rank: number | null;
}

/** The picker shows at most this many rows, whatever a client asks for (spec §7 call 6). */
export const SEARCH_MAX_LIMIT = TOKEN_SEARCH_DEFAULT_LIMIT;

/** Verified listings first, then market-cap rank (unknown last), then symbol for a stable order. */
function byStanding(a: SearchableToken, b: SearchableToken): number {
  if (a.verified !== b.verified) return a.verified ? -1 : 1;
  const rank = (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER);
  return rank !== 0 ? rank : a.symbol.localeCompare(b.symbol);
}

/** `$pepe ` → `PEPE`: trimmed, uppercased, a leading cashtag sign dropped. */
export function normalizeQuery(query: string): string {
  return query.trim().toUpperCase().replace(/^\$/, '');
}

/**
 * An in-memory index answering every keystroke without sorting: tokens are ordered once by
 * standing, so each tier (exact symbol, symbol prefix, any other name or symbol match) is
 * already in order and the scan stops as soon as the limit is filled.
 */
export function createTokenSearch<T extends SearchableToken>(tokens: readonly T[]) {
  const ordered = [...tokens].sort(byStanding);
  const haystacks = ordered.map((token) => `${token.symbol}\u0000${token.name.toUpperCase()}`);
  const bySymbol = new Map<string, T>();
  const byPrefix = new Map<string, T[]>();
  for (const token of ordered) {
    bySymbol.set(token.symbol, token);
    for (let length = 1; length < token.symbol.length; length++) {
      const prefix = token.symbol.slice(0, length);
      const list = byPrefix.get(prefix);
      if (list) list.push(token);
      else byPrefix.set(prefix, [token]);
    }
  }

  return {
    search(query: string, limit: number = SEARCH_MAX_LIMIT): T[] {
      const q = normalizeQuery(query);
      const wanted = Math.max(0, Math.min(Math.trunc(limit), SEARCH_MAX_LIMIT));
      if (q.length < TOKEN_SEARCH_MIN_LENGTH || wanted === 0) return [];
      const results: T[] = [];
      const taken = new Set<T>();
      const take = (token: T) => {
        if (taken.has(token)) return;
        taken.add(token);
        results.push(token);
      };
      const exact = bySymbol.get(q);
      if (exact) take(exact);
      for (const token of byPrefix.get(q) ?? []) {
        if (results.length >= wanted) return results;
        take(token);
      }
      for (let i = 0; i < ordered.length && results.length < wanted; i++) {
        const token = ordered[i];
        if (token && !taken.has(token) && haystacks[i]?.includes(q)) take(token);
      }
      return results.slice(0, wanted);
    },
  };
}
export type TokenSearch<T extends SearchableToken> = ReturnType<typeof createTokenSearch<T>>;
