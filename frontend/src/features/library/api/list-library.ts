import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LibraryPage } from '@chainscribe/contracts';
import { listLibrary } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import type { LibraryFilters } from '../utils/library-filters.ts';

export const LIBRARY_PAGE_SIZE = 20;

/** GET /api/library: one page of the library (or the trash), newest first. */
export function fetchLibraryPage(
  api: ApiClient,
  filters: LibraryFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<LibraryPage> {
  const { trash, q, ...rest } = filters;
  return api.call(listLibrary, {
    query: { ...rest, q: q.trim() || undefined, trash: trash ? 'true' : 'false', cursor, limit: LIBRARY_PAGE_SIZE },
    signal,
  });
}

export const libraryKeys = {
  all: ['library'] as const,
  lists: () => [...libraryKeys.all, 'list'] as const,
  list: (filters: LibraryFilters) => [...libraryKeys.lists(), filters] as const,
  item: (id: string) => [...libraryKeys.all, 'item', id] as const,
  versions: (id: string) => [...libraryKeys.all, 'versions', id] as const,
};

export const libraryListQueryOptions = (api: ApiClient, filters: LibraryFilters) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchLibraryPage(api, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The pages loaded so far; while a new search loads, the previous results stay on screen. */
export function useLibraryList(filters: LibraryFilters) {
  const api = useApi();
  return useInfiniteQuery({ ...libraryListQueryOptions(api, filters), placeholderData: keepPreviousData });
}
