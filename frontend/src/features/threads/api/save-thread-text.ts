import { getLibraryItem, patchLibraryItem } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * Stores the thread's text in its library item after "Update text" on a moved figure, over the
 * version stored now: the library keeps what was copied, and the next re-check does not find the
 * old figure again. A 412 (edited elsewhere in between) is the caller's to report.
 */
export async function saveThreadText(api: ApiClient, id: string, tweets: readonly string[]): Promise<void> {
  const stored = await api.call(getLibraryItem, { params: { id } });
  await api.call(patchLibraryItem, { params: { id }, body: { tweets: [...tweets] }, headers: { 'If-Match': `"${stored.version}"` } });
}
