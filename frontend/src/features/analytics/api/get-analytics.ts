import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@chainscribe/contracts/catalogue';
import { analyticsTest, getAnalytics } from '@chainscribe/contracts/routes';
import type { Analytics } from '@chainscribe/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { meQueryOptions } from '../../../lib/current-user/get-me.ts';
import { countsFromThreads } from '../utils/fallback-counts.ts';
import type { ActivityReport } from '../utils/fallback-counts.ts';
import { fetchAllThreads } from './list-threads.ts';

/** GET /api/analytics?clerk_id= (spec §7 call 16). */
export function fetchAnalytics(api: ApiClient, clerkId: string, signal?: AbortSignal): Promise<Analytics> {
  return api.call(getAnalytics, { query: { clerk_id: clerkId }, signal });
}

/**
 * A 5xx can be a moment's stall (a service whose database ran past its deadline answers 503), so
 * the call is made once more before the page falls back to counting from the thread list.
 */
async function fetchAnalyticsTwice(api: ApiClient, clerkId: string, signal: AbortSignal): Promise<Analytics> {
  try {
    return await fetchAnalytics(api, clerkId, signal);
  } catch (error) {
    if (signal.aborted || !(error instanceof ApiError) || error.status < 500) throw error;
    return fetchAnalytics(api, clerkId, signal);
  }
}

/** 'Failed to load analytics data: …' with the status and body of the failed call (spec §8). */
export function analyticsFailure(error: unknown): Error {
  if (error instanceof ApiError) {
    const body = error.problem
      ? JSON.stringify({ error: error.problem.error, ...(error.problem.code ? { code: error.problem.code } : {}) })
      : error.message;
    return new Error(messages.failedToLoadAnalytics(error.status > 0 ? `${error.status} ${body}` : error.message));
  }
  return new Error(messages.failedToLoadAnalytics(error instanceof Error ? error.message : String(error)));
}

/**
 * The analytics call, and when it fails the spec's fallback: counts computed from the thread list
 * (`/api/threads`, then `/api/thread/user/{id}`). Only when both fail is it an error.
 */
export function useActivityReport() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const identityId = auth.identity?.id;
  return useQuery(
    queryOptions({
      queryKey: ['analytics', identityId ?? 'anonymous'] as const,
      enabled: auth.status === 'signed-in' && identityId !== undefined,
      retry: false,
      queryFn: async ({ signal }): Promise<ActivityReport> => {
        const id = identityId ?? '';
        try {
          return { source: 'analytics', analytics: await fetchAnalyticsTwice(api, id, signal) };
        } catch (error) {
          if (signal.aborted) throw error;
          console.warn('Analytics call failed; counting from the thread list', error);
          // Spec §7 call 15: the unauthenticated probe, logged so a failure can be told apart from an outage.
          api.call(analyticsTest).then(
            (probe) => console.warn('Analytics service answers its probe', probe),
            (probeError: unknown) => console.warn('Analytics service probe failed', probeError),
          );
          try {
            const [threads, me] = await Promise.all([
              fetchAllThreads(api, id, signal),
              queryClient.ensureQueryData(meQueryOptions(api, identityId)),
            ]);
            return { source: 'threads', analytics: countsFromThreads(threads, new Date(), me.created_at) };
          } catch (fallbackError) {
            console.warn('The thread-list fallback failed too', fallbackError);
            throw analyticsFailure(error);
          }
        }
      },
    }),
  );
}
