import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem } from '@chainscribe/contracts';
import { deleteLibraryItem } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from './list-library.ts';

/** DELETE /api/library/:id: into the trash (30 days), undone by restore. */
export function trashLibraryItem(api: ApiClient, id: string): Promise<LibraryItem> {
  return api.call(deleteLibraryItem, { params: { id } });
}

export function useTrashLibraryItem() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => trashLibraryItem(api, id),
    onSuccess: (item) => {
      queryClient.setQueryData(libraryKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
    },
  });
}
