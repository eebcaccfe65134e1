import type { RecheckResponse } from '@chainscribe/contracts';
import { recheckLibraryItem } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../lib/api-client.ts';

/** POST /api/library/:id/recheck: cited figures read more than 15 minutes ago, read again; those that moved over 2 %. */
export function recheckItem(api: ApiClient, id: string, signal?: AbortSignal): Promise<RecheckResponse> {
  return api.call(recheckLibraryItem, { params: { id }, signal });
}
