import { clearPersonalisation, getPersonalisation } from '@chainscribe/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';

const personalisationQueryOptions = (api: ApiClient, identityId: string | undefined) =>
  queryOptions({
    queryKey: ['personalisation', identityId ?? 'anonymous'],
    queryFn: ({ signal }) => api.call(getPersonalisation, { signal }),
  });

/** GET /api/personalisation: what the writer learned from the library, and the defaults it gives. */
export function usePersonalisation() {
  const api = useApi();
  const auth = useAuth();
  return useQuery({ ...personalisationQueryOptions(api, auth.identity?.id), enabled: auth.status === 'signed-in' });
}

/** DELETE /api/personalisation: forgets what was learned (the library itself stays). */
export function useClearPersonalisation() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(clearPersonalisation),
    onSuccess: (cleared) => queryClient.setQueryData(personalisationQueryOptions(api, auth.identity?.id).queryKey, cleared),
  });
}
