import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TOKEN_SEARCH_DEFAULT_LIMIT, TOKEN_SEARCH_MIN_LENGTH } from '@chainscribe/contracts/catalogue';
import { searchTokens } from '@chainscribe/contracts/routes';
import type { SearchTokensResponse } from '@chainscribe/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { loggingFailure } from '../../../lib/log-failure.ts';

/** GET /api/tokens/search?q=&limit=15&source=all (spec §7 call 6). */
export function fetchTokenSearch(api: ApiClient, q: string, signal?: AbortSignal): Promise<SearchTokensResponse> {
  return api.call(searchTokens, { query: { q, limit: TOKEN_SEARCH_DEFAULT_LIMIT, source: 'all' }, signal });
}

export const tokenSearchQueryOptions = (api: ApiClient, q: string) =>
  queryOptions({
    queryKey: ['tokens', 'search', q] as const,
    queryFn: ({ signal }) => loggingFailure('Token search failed', () => fetchTokenSearch(api, q, signal)),
    staleTime: 60_000,
    retry: false,
  });

/** Fires only for a trimmed query longer than one character (spec §5); pass the debounced text. */
export function useTokenSearch(query: string) {
  const api = useApi();
  const q = query.trim().toUpperCase();
  return useQuery({ ...tokenSearchQueryOptions(api, q), enabled: q.length >= TOKEN_SEARCH_MIN_LENGTH, placeholderData: keepPreviousData });
}
