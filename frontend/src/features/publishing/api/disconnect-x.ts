import { disconnectX } from '@chainscribe/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { publisherKeys } from './keys.ts';

/** DELETE /api/publisher/x/connection: X revokes the tokens and we forget them. */
export function useDisconnectX() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(disconnectX),
    onSuccess: (connection) => queryClient.setQueryData(publisherKeys.connection, connection),
  });
}
