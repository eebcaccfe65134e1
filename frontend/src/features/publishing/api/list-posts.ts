import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ScheduledPost } from '@chainscribe/contracts';
import { listPosts } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKeys } from './keys.ts';

/** While something is due or posting, the list is read again every few seconds to show it land. */
const busy = (posts: ScheduledPost[]) =>
  posts.some((p) => p.status === 'posting' || (p.status === 'scheduled' && Date.parse(p.scheduledAt) - Date.now() < 120_000));

export const postsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: publisherKeys.posts,
    queryFn: ({ signal }) => api.call(listPosts, { query: { limit: 100 }, signal }),
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data && busy(query.state.data.posts) ? 4000 : false),
  });

/** GET /api/publisher/posts: upcoming first, then finished ones, with the plan's usage. */
export function usePosts() {
  return useQuery(postsQueryOptions(useApi()));
}
