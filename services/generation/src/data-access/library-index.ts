import type { Redis } from 'ioredis';
import type { LibraryItemDoc, PublicationDoc } from './library-item.model.ts';

/** An item as the index holds it: its fields in a fixed order, dates as ISO strings, missing as null. */
function serialise(doc: LibraryItemDoc): string {
  const {
    _id,
    userId,
    kind,
    status,
    tweets,
    tone,
    hook,
    length,
    symbol,
    topic,
    searchText,
    origin,
    createdAt,
    updatedAt,
    version,
    deletedAt,
    public: isPublic = false,
    sponsored = false,
    publication,
  } = doc;
  const fields = { tone, hook, length, symbol, topic, deletedAt, publication };
  const nulls = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? null]));
  return JSON.stringify({
    _id,
    userId,
    kind,
    status,
    tweets,
    searchText,
    origin,
    createdAt,
    updatedAt,
    version,
    public: isPublic,
    sponsored,
    ...nulls,
  });
}

function revive(raw: string): LibraryItemDoc {
  type Stored = LibraryItemDoc & { createdAt: string; updatedAt: string; deletedAt: string | null };
  const doc = JSON.parse(raw) as Stored & { publication?: (PublicationDoc & { scheduledAt: string | null }) | null };
  const { publication } = doc;
  return {
    ...doc,
    createdAt: new Date(doc.createdAt),
    updatedAt: new Date(doc.updatedAt),
    deletedAt: doc.deletedAt ? new Date(doc.deletedAt) : null,
    publication: publication ? { ...publication, scheduledAt: publication.scheduledAt ? new Date(publication.scheduledAt) : null } : null,
  };
}

/** An index of a user's library nobody reads for this long is dropped; the next read rebuilds it. */
const IDLE_TTL_SECONDS = 7 * 24 * 3600;
/** The most items one read of the index fetches: a chunk is read whole, however few the caller takes. */
const MAX_CHUNK = 500;
/** How much each next chunk grows: a filter that skips most items reaches the largest chunk in a few reads. */
const CHUNK_GROWTH = 4;

/**
 * Each user's library in Redis, newest first: a sorted set of item ids by creation time and a
 * hash of the items themselves. FerretDB 1.x (the local MongoDB-wire server) uses no index for
 * reads, not even for `_id` (measured: a lookup costs in proportion to the document's place in the
 * collection, 180 ms at 10,000), and sorts in memory, so a page served from MongoDB passes the
 * 1.5 s deadline at about 2,500 items. The list, its filters and the search are served from here.
 *
 * MongoDB stays the truth. Every write lands there first, then here; a missing or expired index is
 * rebuilt from MongoDB; reading one item (the editor) repairs its entry. A rebuild adds only what
 * is not there yet (ZADD NX, HSETNX), so it never puts an older state over a change made while it
 * ran.
 */
export function createLibraryIndex(redis: Redis, keyPrefix: string) {
  const keys = (userId: string) => {
    const base = `${keyPrefix}cs:generation:library:{${userId}}`;
    return { order: `${base}:order`, meta: `${base}:meta`, ready: `${base}:ready` };
  };

  async function write(userId: string, docs: readonly LibraryItemDoc[], onlyNew: boolean): Promise<void> {
    if (docs.length === 0) return;
    const { order, meta } = keys(userId);
    const tx = redis.multi();
    tx.zadd(order, ...(onlyNew ? (['NX'] as const) : []), ...docs.flatMap((d) => [new Date(d.createdAt).getTime(), d._id]));
    for (const d of docs) {
      if (onlyNew) tx.hsetnx(meta, d._id, serialise(d));
      else tx.hset(meta, d._id, serialise(d));
    }
    tx.expire(order, IDLE_TTL_SECONDS).expire(meta, IDLE_TTL_SECONDS);
    await tx.exec();
  }

  return {
    put: (userId: string, docs: readonly LibraryItemDoc[]) => write(userId, docs, false),
    /** Adds what is missing, never over an entry a live write made (rebuilds, repeated inserts). */
    fill: (userId: string, docs: readonly LibraryItemDoc[]) => write(userId, docs, true),

    /** Whether the index holds exactly this state of the item. */
    holds: async (doc: LibraryItemDoc): Promise<boolean> => (await redis.hget(keys(doc.userId).meta, doc._id)) === serialise(doc),

    async remove(userId: string, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const { order, meta } = keys(userId);
      await redis
        .multi()
        .zrem(order, ...ids)
        .hdel(meta, ...ids)
        .exec();
    },

    /** Whether the index is complete; keeps it (and its parts) alive while it is used. */
    async isReady(userId: string): Promise<boolean> {
      const { order, meta, ready } = keys(userId);
      const answers = await redis
        .multi()
        .expire(ready, IDLE_TTL_SECONDS)
        .expire(order, IDLE_TTL_SECONDS)
        .expire(meta, IDLE_TTL_SECONDS)
        .exec();
      return answers?.[0]?.[1] === 1;
    },

    markReady: async (userId: string) => {
      await redis.set(keys(userId).ready, '1', 'EX', IDLE_TTL_SECONDS);
    },

    drop: async (userId: string) => {
      const { order, meta, ready } = keys(userId);
      await redis.del(order, meta, ready);
    },

    /**
     * Items newest first, created from `max` (inclusive) down to `min`, a chunk at a time. Ids
     * without an item (mid-removal) are skipped. The first chunk is `wanted` items (what the
     * caller expects to take: a page, the items personalisation looks at), each next one larger:
     * a chunk is fetched whole, and a long library's items are kilobytes each.
     */
    async *walk(userId: string, max: number, min: number, wanted = MAX_CHUNK): AsyncGenerator<LibraryItemDoc> {
      const { order, meta } = keys(userId);
      let chunk = Math.min(MAX_CHUNK, Math.max(1, wanted));
      for (let offset = 0; ; offset += chunk, chunk = Math.min(MAX_CHUNK, chunk * CHUNK_GROWTH)) {
        const ids = await redis.zrange(order, max, min, 'BYSCORE', 'REV', 'LIMIT', offset, chunk);
        if (ids.length === 0) return;
        const metas = await redis.hmget(meta, ...ids);
        for (const raw of metas) if (raw) yield revive(raw);
        if (ids.length < chunk) return;
      }
    },
  };
}

export type LibraryIndex = ReturnType<typeof createLibraryIndex>;
