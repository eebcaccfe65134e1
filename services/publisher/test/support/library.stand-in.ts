import type { LibraryItem } from '@chainscribe/contracts';
import { verifyIdentity } from '@chainscribe/service-kit';
import { json, serve, testInternalKeys, type StandIn } from '@chainscribe/service-kit/testing';

/**
 * Generation's `GET /api/library/:id` as its contract answers it, signature checked with
 * generation's key like the real route: items belong to the user who created them here.
 */
export async function startLibraryStandIn() {
  const items = new Map<string, LibraryItem & { owner: string }>();
  const server: StandIn = await serve((req, body, res) => {
    let userId: string | undefined;
    try {
      userId = verifyIdentity(
        req.headers,
        { method: req.method ?? 'GET', target: req.url ?? '/', body },
        { key: testInternalKeys.generation },
      )?.userId;
    } catch {
      userId = undefined;
    }
    if (!userId) return json(res, 401, { status: 401, error: 'Invalid gateway signature' }, 'application/problem+json');
    const id = decodeURIComponent(/^\/api\/library\/([^/?]+)$/.exec(req.url ?? '')?.[1] ?? '');
    const item = items.get(id);
    if (req.method !== 'GET' || !item || item.owner !== userId)
      return json(res, 404, { status: 404, error: 'Not found' }, 'application/problem+json');
    const { owner: _owner, ...answer } = item;
    return json(res, 200, answer);
  });
  let next = 0;
  return {
    ...server,
    /** Stores an item for a user and answers its id. */
    add(owner: string, tweets: string[], extra: Partial<LibraryItem> = {}): string {
      next += 1;
      const id = `item-${next}-${Math.random().toString(36).slice(2, 8)}`;
      const now = new Date().toISOString();
      items.set(id, {
        id,
        kind: tweets.length > 1 ? 'thread' : 'tweet',
        status: 'ready',
        tweets,
        tone: 'educational',
        hook: 'question',
        length: null,
        symbol: null,
        topic: 'restaking',
        createdAt: now,
        updatedAt: now,
        version: 1,
        deletedAt: null,
        public: false,
        ...extra,
        owner,
      } as LibraryItem & { owner: string });
      return id;
    },
    edit(id: string, tweets: string[]) {
      const item = items.get(id);
      if (item) items.set(id, { ...item, tweets, version: item.version + 1 });
    },
  };
}
