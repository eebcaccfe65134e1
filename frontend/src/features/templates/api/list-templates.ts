import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListTemplatesResponse } from '@chainscribe/contracts';
import { listTemplates } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loggingFailure } from '../../../lib/log-failure.ts';

/** GET /api/templates: the built-in set and the caller's own, in one list. */
export const templatesQueryKey = (identityId: string | undefined) => ['templates', identityId ?? 'anonymous'] as const;

export function fetchTemplates(api: ApiClient, signal?: AbortSignal): Promise<ListTemplatesResponse> {
  return api.call(listTemplates, { signal });
}

export const templatesQueryOptions = (api: ApiClient, identityId: string | undefined) =>
  queryOptions({
    queryKey: templatesQueryKey(identityId),
    queryFn: ({ signal }) => loggingFailure('Templates could not be loaded', () => fetchTemplates(api, signal)),
    // The built-in set changes with a release, the user's own only through this app.
    staleTime: 5 * 60_000,
  });

/** The list, once signed in; `needed: false` holds the call back until something shows it. */
export function useTemplates({ needed = true }: { needed?: boolean } = {}) {
  const api = useApi();
  const auth = useAuth();
  return useQuery({ ...templatesQueryOptions(api, auth.identity?.id), enabled: needed && auth.status === 'signed-in' });
}
