import { emptyLibraryTrash } from '@chainscribe/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from './list-library.ts';

/** DELETE /api/library/trash: every trashed item gone for good. */
export function useEmptyLibraryTrash() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(emptyLibraryTrash),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.lists() }),
  });
}
