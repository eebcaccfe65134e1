import { completeXConnection } from '@chainscribe/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractOf } from '@chainscribe/contracts';
import type { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKey, publisherKeys } from './keys.ts';

export type XCallbackQuery = z.input<ContractOf<typeof completeXConnection>['request']>;

/** POST /api/publisher/x/callback with what X put in the callback's query. */
export function useCompleteXConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: XCallbackQuery) => api.call(completeXConnection, { body: query }),
    onSuccess: (connection) => {
      queryClient.setQueryData(publisherKeys.connection, connection);
      void queryClient.invalidateQueries({ queryKey: publisherKey });
    },
  });
}
