import { getPerformanceSummary, getPostPerformance } from '@chainscribe/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKeys } from './keys.ts';

export const summaryQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: publisherKeys.summary,
    queryFn: ({ signal }) => api.call(getPerformanceSummary, { signal }),
    staleTime: 30_000,
    // New readings arrive on the publisher's schedule; a page left open picks them up.
    refetchInterval: 30_000,
  });

/** GET /api/publisher/metrics/summary: totals, best posts, by tone, hook and hour. */
export function usePerformanceSummary() {
  return useQuery(summaryQueryOptions(useApi()));
}

/** GET /api/publisher/metrics/posts/:id: one post's series and its tweets. */
export function usePostPerformance(postId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: publisherKeys.performance(postId ?? ''),
    queryFn: ({ signal }) => api.call(getPostPerformance, { params: { id: postId ?? '' }, signal }),
    enabled: postId !== null,
    staleTime: 30_000,
  });
}
