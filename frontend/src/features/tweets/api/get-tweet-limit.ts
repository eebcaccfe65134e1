import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetTweetLimitResponse } from '@chainscribe/contracts';
import { getTweetLimit } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loggingFailure } from '../../../lib/log-failure.ts';

/** GET /api/tweet/limit (spec §7 call 10): how many tweets are left today (-1: unlimited). */
export const tweetLimitQueryKey = (identityId: string | undefined) => ['tweets', 'limit', identityId ?? 'anonymous'] as const;

export function fetchTweetLimit(api: ApiClient, signal?: AbortSignal): Promise<GetTweetLimitResponse> {
  return api.call(getTweetLimit, { signal });
}

export const tweetLimitQueryOptions = (api: ApiClient, identityId: string | undefined) =>
  queryOptions({
    queryKey: tweetLimitQueryKey(identityId),
    queryFn: ({ signal }) => loggingFailure('The tweet limit could not be loaded', () => fetchTweetLimit(api, signal)),
    staleTime: 10_000,
    retry: false,
  });

export function useTweetLimit() {
  const api = useApi();
  const auth = useAuth();
  return useQuery({ ...tweetLimitQueryOptions(api, auth.identity?.id), enabled: auth.status === 'signed-in' });
}
