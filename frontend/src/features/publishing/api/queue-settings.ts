import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type QueueSettings } from '@chainscribe/contracts';
import { getQueueSettings, putQueueSettings } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKeys } from './keys.ts';

export const queueSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: publisherKeys.queueSettings,
    queryFn: ({ signal }) => api.call(getQueueSettings, { signal }),
    staleTime: 30_000,
  });

/** GET /api/publisher/queue/settings: the posting time zone, weekly slots and the next free one. */
export function useQueueSettings() {
  return useQuery(queueSettingsQueryOptions(useApi()));
}

/** PUT /api/publisher/queue/settings with the whole set. */
export function useSaveQueueSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QueueSettings) => api.call(putQueueSettings, { body }),
    onSuccess: (stored) => queryClient.setQueryData(publisherKeys.queueSettings, stored),
  });
}
