import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLibraryItemRequestInput } from '@chainscribe/contracts';
import { createLibraryItem } from '@chainscribe/contracts/routes';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from './list-library.ts';

/** POST /api/library: a blank draft, or pasted text the API splits into tweets. */
export function useCreateLibraryItem() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLibraryItemRequestInput) => api.call(createLibraryItem, { body }),
    onSuccess: (item) => {
      queryClient.setQueryData(libraryKeys.item(item.id), item);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
    },
  });
}
