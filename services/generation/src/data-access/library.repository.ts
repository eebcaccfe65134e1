import type { Connection, mongo } from 'mongoose';
import type { DataPoint } from '@chainscribe/contracts';
import { fencedUpdateOne, isDuplicateKeyError, type Lease } from '@chainscribe/service-kit';
import type { LibraryIndex } from './library-index.ts';
import { libraryItemModel, type LibraryItemDoc } from './library-item.model.ts';
import { libraryVersionModel, versionIdOf, type LibraryVersionDoc } from './library-version.model.ts';
import { matchesQuery, type LibraryCursor, type LibraryQuery } from './library-query.ts';

export type { LibraryCursor, LibraryQuery } from './library-query.ts';

/** The fields a save may change; the rest (owner, origin, creation) never move. */
export type LibraryItemChange = Partial<
  Pick<LibraryItemDoc, 'kind' | 'status' | 'tweets' | 'tone' | 'hook' | 'symbol' | 'topic' | 'public' | 'sponsored'>
> &
  Pick<LibraryItemDoc, 'searchText' | 'updatedAt' | 'version'>;

export type LibraryItemState = Partial<Pick<LibraryItemDoc, 'deletedAt' | 'updatedAt' | 'status' | 'publication'>>;

const DELETE_PARALLEL = 20;

type LibraryItems = ReturnType<typeof libraryItemModel>;

/** Inserts unless present: a redelivered or backfilled item never replaces a user's edits. */
async function insertIfMissing(collection: mongo.Collection, doc: { _id: string }): Promise<boolean> {
  try {
    // A plain insert, not an upsert: FerretDB's cheapest write (1,088/s against 809/s for the upsert).
    await collection.insertOne(doc as mongo.Document);
    return true;
  } catch (err) {
    // Already there (a redelivery, a backfill, a racing writer): that copy stands.
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}

/** Fills the user's index from MongoDB, reading in storage order (FerretDB streams that without a sort). */
async function rebuildIndex(items: LibraryItems, index: LibraryIndex, userId: string): Promise<void> {
  const cursor = items.collection.find({ userId }, { timeoutMode: 'iteration', batchSize: 500 });
  let batch: LibraryItemDoc[] = [];
  for await (const doc of cursor as unknown as AsyncIterable<LibraryItemDoc>) {
    batch.push(doc);
    if (batch.length === 500) {
      await index.fill(userId, batch);
      batch = [];
    }
  }
  await index.fill(userId, batch);
  await index.markReady(userId);
}

/** Reads through the user's index, built from MongoDB on first use (one rebuild at a time per user). */
function indexReader(items: LibraryItems, index: LibraryIndex) {
  const rebuilding = new Map<string, Promise<void>>();
  async function ensureIndex(userId: string): Promise<void> {
    if (await index.isReady(userId)) return;
    let running = rebuilding.get(userId);
    if (!running) {
      running = rebuildIndex(items, index, userId).finally(() => rebuilding.delete(userId));
      rebuilding.set(userId, running);
    }
    await running;
  }

  /** Items matching `query`, newest first, strictly after `after`, from the user's index; `wanted`: how many the caller expects to take. */
  async function* matching(query: LibraryQuery, after: LibraryCursor | null, wanted?: number): AsyncGenerator<LibraryItemDoc> {
    await ensureIndex(query.userId);
    const afterMs = after ? after.createdAt.getTime() : Infinity;
    const max = Math.min(afterMs, query.to ? query.to.getTime() - 1 : Infinity);
    const min = query.from ? query.from.getTime() : -Infinity;
    // The cursor's own item (and any of its instant with a smaller id) comes first and is skipped.
    const skipped = after ? 1 : 0;
    for await (const doc of index.walk(query.userId, max, min, wanted === undefined ? undefined : wanted + skipped)) {
      if (after && doc.createdAt.getTime() === afterMs && doc._id >= after.id) continue;
      if (matchesQuery(doc, query)) yield doc;
    }
  }

  return { matching };
}

/** Final: the items, their versions (by id: each item knows how many it has) and their index entries. */
async function deleteAll(
  { items, versions, index }: { items: LibraryItems; versions: ReturnType<typeof libraryVersionModel>; index: LibraryIndex },
  docs: readonly Pick<LibraryItemDoc, '_id' | 'userId' | 'version'>[],
): Promise<number> {
  const ids = docs.flatMap((d) => [...Array.from({ length: d.version }, (_, v) => versionIdOf(d._id, v + 1))]);
  for (let i = 0; i < ids.length; i += DELETE_PARALLEL)
    await Promise.all(ids.slice(i, i + DELETE_PARALLEL).map((id) => versions.deleteOne({ _id: id }).exec()));
  let deleted = 0;
  for (let i = 0; i < docs.length; i += DELETE_PARALLEL) {
    const results = await Promise.all(docs.slice(i, i + DELETE_PARALLEL).map((d) => items.deleteOne({ _id: d._id }).exec()));
    deleted += results.reduce((sum, r) => sum + r.deletedCount, 0);
  }
  for (const userId of new Set(docs.map((d) => d.userId)))
    await index.remove(
      userId,
      docs.filter((d) => d.userId === userId).map((d) => d._id),
    );
  return deleted;
}

/** A version record as a plain insert, or over a leftover of the same number under the item's lock. */
async function storeSnapshot(versions: ReturnType<typeof libraryVersionModel>, lease: Lease, snapshot: LibraryVersionDoc): Promise<void> {
  try {
    await versions.create(snapshot);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    // That number exists: left by a save that stopped before moving the item (ours to replace,
    // fenced) or written by a newer holder, whose fence refuses this write.
    const { _id, ...fields } = snapshot;
    await fencedUpdateOne(versions.collection, lease, { _id }, { $set: fields });
  }
}

/**
 * The user's library (not the trash) in storage order, a batch at a time: one pass over the
 * collection that FerretDB streams without sorting, and an export never holds the library in
 * memory. Each batch has the operation deadline, not the whole (long) stream.
 */
function streamLibrary(items: LibraryItems, userId: string): AsyncIterable<LibraryItemDoc> {
  return items.collection.find(
    { userId, deletedAt: null },
    { projection: { searchText: 0 }, timeoutMode: 'iteration', batchSize: 200 },
  ) as unknown as AsyncIterable<LibraryItemDoc>;
}

/**
 * `library_items` (one document per item, its current state), `library_versions` (append-only
 * snapshots) and the per-user index in Redis (library-index.ts) that lists and searches them.
 * Changes to an existing item go through `fencedUpdateOne` under the item's lock (FerretDB 1.x has
 * no conditional update): see domain/library/library.ts.
 */
export function createLibraryRepository(connection: Connection, index: LibraryIndex) {
  const items = libraryItemModel(connection);
  const versions = libraryVersionModel(connection);
  const migrations = connection.collection<{ _id: string; finishedAt: Date }>('library_migrations');

  const read = (id: string) => items.findById(id).lean<LibraryItemDoc>().exec();
  const { matching } = indexReader(items, index);
  const deleteItems = (docs: readonly Pick<LibraryItemDoc, '_id' | 'userId' | 'version'>[]) => deleteAll({ items, versions, index }, docs);

  return {
    init: () => Promise.all([items.init(), versions.init()]).then(() => undefined),

    get: read,

    /** Drops a listed id whose item is gone from MongoDB. */
    forgetEntry: (userId: string, id: string) => index.remove(userId, [id]),

    /** Brings the item's index entry in line with MongoDB (the editor's read heals a lost index write). */
    async repairEntry(doc: LibraryItemDoc): Promise<void> {
      if (!(await index.holds(doc))) await index.put(doc.userId, [doc]);
    },

    /** A page of items matching `query`, newest first, strictly after `after`. */
    async page(query: LibraryQuery, limit: number, after: LibraryCursor | null): Promise<LibraryItemDoc[]> {
      const found: LibraryItemDoc[] = [];
      for await (const doc of matching(query, after, limit)) {
        found.push(doc);
        if (found.length >= limit) break;
      }
      return found;
    },

    streamLibrary: (userId: string) => streamLibrary(items, userId),

    /** A new item with its first version; idempotent by id (generation results, backfill, drafts). */
    async add(item: LibraryItemDoc): Promise<boolean> {
      await insertIfMissing(versions.collection, firstVersionOf(item));
      const inserted = await insertIfMissing(items.collection, item);
      if (inserted) {
        await index.put(item.userId, [item]);
        return true;
      }
      // Already there (a redelivery, a backfill): a lost index write is made good from the stored
      // state, which may hold the user's edits; an entry already there stays.
      const stored = await read(item._id);
      if (stored) await index.fill(stored.userId, [stored]);
      return false;
    },

    /**
     * The version record first (an item never points at a version that was not stored), as a plain
     * insert: appending costs FerretDB nothing per stored version, where an update reads them all.
     */
    async saveVersion(lease: Lease, snapshot: LibraryVersionDoc, change: LibraryItemChange, saved: LibraryItemDoc): Promise<boolean> {
      await lease.check();
      await storeSnapshot(versions, lease, snapshot);
      const { written } = await fencedUpdateOne(items.collection, lease, { _id: snapshot.itemId }, { $set: change });
      if (written) await index.put(saved.userId, [saved]);
      return written;
    },

    /** What is no new version of the text: the trash (`deletedAt`), where its post stands on X (`status`, `publication`). */
    async setState(lease: Lease, doc: LibraryItemDoc, state: LibraryItemState): Promise<boolean> {
      const { written } = await fencedUpdateOne(items.collection, lease, { _id: doc._id }, { $set: state });
      if (written) await index.put(doc.userId, [{ ...doc, ...state }]);
      return written;
    },

    /** Replaces the figures the item may cite (a re-check adds fresh reads); the text and its version stay. */
    setDataPoints: async (lease: Lease, doc: LibraryItemDoc, dataPoints: DataPoint[]): Promise<boolean> =>
      (await fencedUpdateOne(items.collection, lease, { _id: doc._id }, { $set: { dataPoints } })).written,

    /** Newest version first, from `fromVersion` down, read by id. */
    async versionsPage(itemId: string, fromVersion: number, limit: number): Promise<LibraryVersionDoc[]> {
      const wanted = Array.from({ length: Math.min(limit, fromVersion) }, (_, i) => versionIdOf(itemId, fromVersion - i));
      const found = await Promise.all(wanted.map((id) => versions.findById(id).lean<LibraryVersionDoc>().exec()));
      return found.filter((v): v is LibraryVersionDoc => v !== null);
    },

    getVersion: (itemId: string, version: number) => versions.findById(versionIdOf(itemId, version)).lean<LibraryVersionDoc>().exec(),

    /** Final: everything in the user's trash and its versions. */
    async emptyTrash(userId: string, trashedSince: Date): Promise<number> {
      const trashed: LibraryItemDoc[] = [];
      for await (const doc of matching({ userId, trashedSince }, null)) trashed.push(doc);
      return deleteItems(trashed);
    },

    /** Final: every user's items that have been in the trash since before `cutoff`. */
    async purgeTrashedBefore(cutoff: Date): Promise<number> {
      const cursor = items.collection.find(
        { deletedAt: { $lt: cutoff } },
        { projection: { _id: 1, userId: 1, version: 1 }, timeoutMode: 'iteration', batchSize: 500 },
      );
      const overdue: LibraryItemDoc[] = [];
      for await (const doc of cursor as unknown as AsyncIterable<LibraryItemDoc>) overdue.push(doc);
      return deleteItems(overdue);
    },

    /** Whether a one-off step (e.g. the backfill) has finished, and marking it so. */
    migrationDone: async (name: string): Promise<boolean> => (await migrations.findOne({ _id: name })) !== null,
    async markMigrationDone(name: string, finishedAt: Date): Promise<void> {
      await migrations.updateOne({ _id: name }, { $set: { finishedAt } }, { upsert: true });
    },

    /** Erases everything of one user (the account was deleted): items, trash, versions and index. */
    async deleteAllForUser(userId: string): Promise<number> {
      await versions.deleteMany({ userId }).exec();
      const { deletedCount } = await items.deleteMany({ userId }).exec();
      await index.drop(userId);
      return deletedCount;
    },
  };
}

export function firstVersionOf(item: LibraryItemDoc): LibraryVersionDoc {
  return {
    _id: versionIdOf(item._id, item.version),
    itemId: item._id,
    userId: item.userId,
    version: item.version,
    kind: item.kind,
    status: item.status,
    tweets: item.tweets,
    tone: item.tone,
    hook: item.hook,
    symbol: item.symbol,
    topic: item.topic,
    savedAt: item.updatedAt,
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
