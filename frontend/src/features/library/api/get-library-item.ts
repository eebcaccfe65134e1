import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryItem } from '@chainscribe/contracts';
import { getLibraryItem } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from './list-library.ts';

/** GET /api/library/:id (its ETag is the item's `version` in quotes). */
export function fetchLibraryItem(api: ApiClient, id: string, signal?: AbortSignal): Promise<LibraryItem> {
  return api.call(getLibraryItem, { params: { id }, signal });
}

export const libraryItemQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: libraryKeys.item(id),
    queryFn: ({ signal }) => fetchLibraryItem(api, id, signal),
    // The editor owns the item once open: a refetch on focus must not pull text from under the cursor.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useLibraryItem(id: string) {
  const api = useApi();
  return useQuery(libraryItemQueryOptions(api, id));
}
