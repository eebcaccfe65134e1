import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SchedulePostRequest } from '@chainscribe/contracts';
import { schedulePost } from '@chainscribe/contracts/routes';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKey } from './keys.ts';

/** POST /api/publisher/posts: now, at a time, or in the next free queue slot. */
export function useSchedulePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulePostRequest) => api.call(schedulePost, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publisherKey }),
  });
}
