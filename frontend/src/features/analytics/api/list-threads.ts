import type { ThreadPage, ThreadRecord } from '@chainscribe/contracts';
import { listThreads, listUserThreads } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';

const PAGE_SIZE = 100;
/** Enough for any real history; a runaway cursor never loops forever. */
const MAX_PAGES = 50;

async function allPages(load: (cursor: string | undefined) => Promise<ThreadPage>): Promise<ThreadRecord[]> {
  const items: ThreadRecord[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await load(cursor);
    items.push(...answer.items);
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return items;
}

/** GET /api/threads (spec §7 call 17), and GET /api/thread/user/{id} when that throws (call 18). */
export async function fetchAllThreads(api: ApiClient, userId: string, signal?: AbortSignal): Promise<ThreadRecord[]> {
  try {
    return await allPages((cursor) => api.call(listThreads, { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('GET /api/threads failed; trying the per-user list', error);
    return allPages((cursor) =>
      api.call(listUserThreads, { params: { userId }, query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal }),
    );
  }
}
