import { getXConnection } from '@chainscribe/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKeys } from './keys.ts';

export const xConnectionQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: publisherKeys.connection,
    queryFn: ({ signal }) => api.call(getXConnection, { signal }),
    staleTime: 30_000,
  });

/** GET /api/publisher/x/connection: connected, disconnected, or X refused the tokens (reconnect). */
export function useXConnection() {
  return useQuery(xConnectionQueryOptions(useApi()));
}
