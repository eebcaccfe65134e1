import { libraryConflictSchema } from '@chainscribe/contracts';
import { patchLibraryItem } from '@chainscribe/contracts/routes';
import type { LibraryItem, PatchLibraryItemRequestInput } from '@chainscribe/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** The If-Match value for a version: the API's ETag is the version number in quotes. */
export const etagOf = (version: number): string => `"${version}"`;

export type SaveResult = { kind: 'saved'; item: LibraryItem } | { kind: 'conflict'; current: LibraryItem };

/**
 * PATCH /api/library/:id over the version the editor started from. A 412 is not an error here
 * but an answer: someone saved in between, and the body carries the item as it is stored now.
 */
export async function saveLibraryItem(
  api: ApiClient,
  id: string,
  version: number,
  body: PatchLibraryItemRequestInput,
  signal?: AbortSignal,
): Promise<SaveResult> {
  try {
    const item = await api.call(patchLibraryItem, { params: { id }, body, headers: { 'If-Match': etagOf(version) }, signal });
    return { kind: 'saved', item };
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) {
      const conflict = libraryConflictSchema.safeParse(error.body);
      if (conflict.success) return { kind: 'conflict', current: conflict.data.current };
    }
    throw error;
  }
}
