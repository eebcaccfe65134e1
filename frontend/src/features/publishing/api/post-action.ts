import { postAction } from '@chainscribe/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractOf } from '@chainscribe/contracts';
import type { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKey } from './keys.ts';

export type PostActionName = z.infer<ContractOf<typeof postAction>['params']>['action'];

/** POST /api/publisher/posts/:id/(pause|resume|cancel). */
export function usePostAction() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: PostActionName }) => api.call(postAction, { params: { id, action }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publisherKey }),
  });
}
