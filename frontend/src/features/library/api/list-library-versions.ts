import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLibraryVersions } from '@chainscribe/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from './list-library.ts';

/** How many saved versions the panel lists (newest first). */
export const VERSIONS_SHOWN = 50;

export const libraryVersionsQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: libraryKeys.versions(id),
    queryFn: ({ signal }) => api.call(listLibraryVersions, { params: { id }, query: { limit: VERSIONS_SHOWN }, signal }),
  });

/** GET /api/library/:id/versions, fetched only while the panel is open. */
export function useLibraryVersions(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...libraryVersionsQueryOptions(api, id), enabled });
}
