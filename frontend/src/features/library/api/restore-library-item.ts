import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem } from '@chainscribe/contracts';
import { restoreLibraryItem } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from './list-library.ts';

/** POST /api/library/:id/restore: out of the trash. */
export function restoreFromTrash(api: ApiClient, id: string): Promise<LibraryItem> {
  return api.call(restoreLibraryItem, { params: { id } });
}

export function useRestoreLibraryItem() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreFromTrash(api, id),
    onSuccess: (item) => {
      queryClient.setQueryData(libraryKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
    },
  });
}
