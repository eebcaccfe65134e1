import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetThreadPlanResponse } from '@chainscribe/contracts';
import { getThreadPlan } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loggingFailure } from '../../../lib/log-failure.ts';

/** GET /api/threads/plan (spec §7 call 8): plan, today's usage and what the plan unlocks. */
export const threadPlanQueryKey = (identityId: string | undefined) => ['threads', 'plan', identityId ?? 'anonymous'] as const;

export function fetchThreadPlan(api: ApiClient, signal?: AbortSignal): Promise<GetThreadPlanResponse> {
  return api.call(getThreadPlan, { signal });
}

export const threadPlanQueryOptions = (api: ApiClient, identityId: string | undefined) =>
  queryOptions({
    queryKey: threadPlanQueryKey(identityId),
    queryFn: ({ signal }) => loggingFailure('Plan details could not be loaded', () => fetchThreadPlan(api, signal)),
    staleTime: 10_000,
  });

export function useThreadPlan() {
  const api = useApi();
  const auth = useAuth();
  return useQuery({ ...threadPlanQueryOptions(api, auth.identity?.id), enabled: auth.status === 'signed-in' });
}
