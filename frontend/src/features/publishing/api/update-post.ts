import { updatePost } from '@chainscribe/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractOf } from '@chainscribe/contracts';
import type { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKey } from './keys.ts';

export type UpdatePostBody = z.input<ContractOf<typeof updatePost>['request']>;

/** PATCH /api/publisher/posts/:id: move it, or take the item's edited text again. */
export function useUpdatePost() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePostBody }) => api.call(updatePost, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publisherKey }),
  });
}
