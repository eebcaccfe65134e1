import { listLibraryVersions } from '@chainscribe/contracts/routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from './list-library.ts';

/** Versions per page of the panel (newest first); every autosave adds one, so older ones page in. */
export const VERSIONS_PAGE_SIZE = 30;

export const libraryVersionsQueryOptions = (api: ApiClient, id: string) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.versions(id),
    queryFn: ({ pageParam, signal }) =>
      api.call(listLibraryVersions, { params: { id }, query: { limit: VERSIONS_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** GET /api/library/:id/versions, fetched only while the panel is open. */
export function useLibraryVersions(id: string, enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({ ...libraryVersionsQueryOptions(api, id), enabled });
}
