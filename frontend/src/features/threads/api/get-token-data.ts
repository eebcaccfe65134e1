import { getTokenData } from '@chainscribe/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { loggingFailure } from '../../../lib/log-failure.ts';

/** GET /api/token/data?symbol= (spec §7 call 7). */
export const tokenDataQueryOptions = (api: ApiClient, symbol: string) =>
  queryOptions({
    queryKey: ['tokens', 'data', symbol] as const,
    queryFn: ({ signal }) =>
      loggingFailure(`Token data for ${symbol} could not be loaded`, () => api.call(getTokenData, { query: { symbol }, signal })),
    staleTime: 30_000,
    retry: false,
  });

/** Fetched whenever the symbol is longer than one character; a failure leaves no data (spec §4, §8). */
export function useTokenData(symbol: string) {
  const api = useApi();
  const clean = symbol.trim().toUpperCase().replace(/^\$/, '');
  const result = useQuery({ ...tokenDataQueryOptions(api, clean), enabled: clean.length > 1 });
  return { data: result.isError || clean.length <= 1 ? undefined : result.data, isFetching: result.isFetching };
}
