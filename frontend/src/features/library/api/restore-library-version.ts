import { libraryConflictSchema } from '@chainscribe/contracts';
import { restoreLibraryVersion } from '@chainscribe/contracts/routes';
import { ApiError } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { etagOf } from './patch-library-item.ts';
import type { SaveResult } from './patch-library-item.ts';

/** POST /api/library/:id/versions/:version/restore: an earlier version saved again as the newest. */
export async function restoreVersion(api: ApiClient, id: string, version: number, over: number): Promise<SaveResult> {
  try {
    const item = await api.call(restoreLibraryVersion, { params: { id, version: String(version) }, headers: { 'If-Match': etagOf(over) } });
    return { kind: 'saved', item };
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) {
      const conflict = libraryConflictSchema.safeParse(error.body);
      if (conflict.success) return { kind: 'conflict', current: conflict.data.current };
    }
    throw error;
  }
}
