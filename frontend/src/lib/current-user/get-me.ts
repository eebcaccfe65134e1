import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getMe, syncUser } from '@chainscribe/contracts/routes';
import type { User } from '@chainscribe/contracts';
import { PLAN_FALLBACK_POLL_MS } from '../../config/constants.ts';
import { ApiError } from '../api-client.ts';
import type { ApiClient } from '../api-client.ts';
import { useApi } from '../api-context.tsx';
import { useAuth } from '../auth/auth-context.ts';

// The signed-in user's row (GET /api/users/me). It lives here, below the features, because the
// navigation, the guard, the dashboard, settings and billing all read it.

export const meQueryKey = ['users', 'me'] as const;

/** Re-reads the row every 60 s, for while its live updates cannot arrive; returns what stops it. */
export function pollMe(queryClient: QueryClient): () => void {
  const timer = window.setInterval(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }), PLAN_FALLBACK_POLL_MS);
  return () => window.clearInterval(timer);
}

/** Reads the row; a first visit that finds none creates it (spec §4 "User creation"). */
export async function fetchMe(api: ApiClient, signal?: AbortSignal): Promise<User> {
  try {
    return await api.call(getMe, { signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const { created: _created, ...row } = await api.call(syncUser, { body: {}, signal });
    return row;
  }
}

export const meQueryOptions = (api: ApiClient, identityId: string | undefined) =>
  queryOptions({
    queryKey: [...meQueryKey, identityId ?? 'anonymous'],
    queryFn: ({ signal }) => fetchMe(api, signal),
    staleTime: 30_000,
  });

export function useMe() {
  const api = useApi();
  const auth = useAuth();
  return useQuery({ ...meQueryOptions(api, auth.identity?.id), enabled: auth.status === 'signed-in' });
}

/** The client mirrors the server's verdict (spec §4 inference lives on the server). */
export const isPremiumUser = (user: User | undefined): boolean => user?.is_premium === true;
