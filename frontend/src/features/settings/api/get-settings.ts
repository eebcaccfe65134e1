import { getSettings } from '@chainscribe/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { meQueryKey } from '../../../lib/current-user/get-me.ts';

// The user's settings live on the server and follow them to every device: this browser only
// caches the answer (react-query), and reads it again when the window regains focus.

export const settingsQueryKey = [...meQueryKey, 'settings'] as const;

export const settingsQueryOptions = (api: ApiClient, identityId: string | undefined) =>
  queryOptions({
    queryKey: [...settingsQueryKey, identityId ?? 'anonymous'],
    queryFn: ({ signal }) => api.call(getSettings, { signal }),
    staleTime: 30_000,
  });

/** GET /api/users/me/settings (the defaults until the user saves once). */
export function useMySettings() {
  const api = useApi();
  const auth = useAuth();
  return useQuery({ ...settingsQueryOptions(api, auth.identity?.id), enabled: auth.status === 'signed-in' });
}
