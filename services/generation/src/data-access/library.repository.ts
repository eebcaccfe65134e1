import type { Connection, FilterQuery, mongo } from 'mongoose';
import { fencedUpdateOne, isDuplicateKeyError, type Lease } from '@chainscribe/service-kit';
import { libraryItemModel, type LibraryItemDoc } from './library-item.model.ts';
import { libraryVersionModel, versionIdOf, type LibraryVersionDoc } from './library-version.model.ts';

export interface LibraryCursor {
  createdAt: Date;
  id: string;
}

/** One library query: the caller's items in or out of the trash, narrowed by the page's filters. */
export interface LibraryQuery {
  userId: string;
  /** In the library (`null`) or in the trash since this date. */
  trashedSince: Date | null;
  kind?: string | undefined;
  tone?: string | undefined;
  symbol?: string | undefined;
  status?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Escaped regex sources over `searchText`, all required. */
  terms?: readonly string[] | undefined;
}

/** The fields a save may change; the rest (owner, kind of origin, creation) never move. */
export type LibraryItemChange = Partial<Pick<LibraryItemDoc, 'kind' | 'status' | 'tweets' | 'tone' | 'hook' | 'symbol' | 'topic'>> &
  Pick<LibraryItemDoc, 'searchText' | 'updatedAt' | 'version'>;

const DELETE_BATCH = 500;
const newestFirst = { createdAt: -1, _id: -1 } as const;
// The list never needs the search copy of the text.
const withoutSearchText = { searchText: 0 } as const;

function filterOf(query: LibraryQuery, after: LibraryCursor | null): FilterQuery<LibraryItemDoc> {
  const and: FilterQuery<LibraryItemDoc>[] = (query.terms ?? []).map((term) => ({ searchText: { $regex: term } }));
  if (after) and.push({ $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after.id } }] });
  const createdAt = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lt: query.to } : {}) };
  return {
    userId: query.userId,
    deletedAt: query.trashedSince ? { $gte: query.trashedSince } : null,
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.tone ? { tone: query.tone } : {}),
    ...(query.symbol ? { symbol: query.symbol } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.from || query.to ? { createdAt } : {}),
    ...(and.length > 0 ? { $and: and } : {}),
  };
}

/**
 * `library_items` (one document per item, its current state) and `library_versions` (append-only
 * snapshots). Changes to an existing item go through `fencedUpdateOne` under the item's lock
 * (FerretDB 1.x has no conditional update): see domain/library/library.ts.
 */
export function createLibraryRepository(connection: Connection) {
  const items = libraryItemModel(connection);
  const versions = libraryVersionModel(connection);
  const migrations = connection.collection<{ _id: string; finishedAt: Date }>('library_migrations');

  /** Inserts unless present: a redelivered or backfilled item never replaces a user's edits. */
  async function insertIfMissing(collection: mongo.Collection, doc: { _id: string }): Promise<boolean> {
    const { _id, ...fields } = doc;
    try {
      const result = await collection.updateOne({ _id } as mongo.Document, { $setOnInsert: fields }, { upsert: true });
      return result.upsertedCount > 0;
    } catch (err) {
      // Two writers raced to insert the same id: the other one's copy stands.
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async function deleteItems(ids: readonly string[]): Promise<number> {
    let deleted = 0;
    for (let i = 0; i < ids.length; i += DELETE_BATCH) {
      const batch = ids.slice(i, i + DELETE_BATCH);
      await versions.deleteMany({ itemId: { $in: batch } }).exec();
      deleted += (await items.deleteMany({ _id: { $in: batch } }).exec()).deletedCount;
    }
    return deleted;
  }

  const idsOf = async (filter: FilterQuery<LibraryItemDoc>): Promise<string[]> =>
    (await items.find(filter, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((doc) => doc._id);

  return {
    init: () => Promise.all([items.init(), versions.init()]).then(() => undefined),

    get: (id: string) => items.findById(id, withoutSearchText).lean<LibraryItemDoc>().exec(),

    /** Newest first, strictly after `after`. */
    page: (query: LibraryQuery, limit: number, after: LibraryCursor | null) =>
      items.find(filterOf(query, after), withoutSearchText).sort(newestFirst).limit(limit).lean<LibraryItemDoc[]>().exec(),

    /**
     * Every matching item, newest first, a batch at a time: an export never holds the library in
     * memory. Each batch has the operation deadline (not the whole stream, which may be long).
     */
    stream(query: LibraryQuery): AsyncIterable<LibraryItemDoc> {
      return items.collection
        .find(filterOf(query, null) as mongo.Filter<mongo.Document>, {
          projection: withoutSearchText,
          timeoutMode: 'iteration',
          batchSize: 200,
        })
        .sort(newestFirst) as unknown as AsyncIterable<LibraryItemDoc>;
    },

    /** A new item with its first version; idempotent by id (generation results, backfill, drafts). */
    async add(item: LibraryItemDoc): Promise<boolean> {
      await insertIfMissing(versions.collection, firstVersionOf(item));
      return insertIfMissing(items.collection, item);
    },

    /** The version record first: an item never points at a version that was not stored. */
    async saveVersion(lease: Lease, snapshot: LibraryVersionDoc, change: LibraryItemChange): Promise<boolean> {
      const { _id, ...fields } = snapshot;
      await fencedUpdateOne(versions.collection, lease, { _id }, { $set: fields }, { upsert: true });
      const written = await fencedUpdateOne(items.collection, lease, { _id: snapshot.itemId }, { $set: change });
      return written.written;
    },

    /** Sets or clears `deletedAt` (trash and undo). */
    async setDeletedAt(lease: Lease, id: string, deletedAt: Date | null, updatedAt: Date): Promise<boolean> {
      return (await fencedUpdateOne(items.collection, lease, { _id: id }, { $set: { deletedAt, updatedAt } })).written;
    },

    /** Newest version first, below `beforeVersion` when given. */
    versionsPage: (itemId: string, limit: number, beforeVersion: number | null) =>
      versions
        .find({ itemId, ...(beforeVersion ? { version: { $lt: beforeVersion } } : {}) })
        .sort({ version: -1 })
        .limit(limit)
        .lean<LibraryVersionDoc[]>()
        .exec(),

    getVersion: (itemId: string, version: number) => versions.findById(versionIdOf(itemId, version)).lean<LibraryVersionDoc>().exec(),

    /** Final: the user's trash (or the part deleted before `before`) and its versions. */
    emptyTrash: async (userId: string): Promise<number> => deleteItems(await idsOf({ userId, deletedAt: { $ne: null } })),

    /** Final: every user's items that have been in the trash since before `cutoff`. */
    purgeTrashedBefore: async (cutoff: Date): Promise<number> => deleteItems(await idsOf({ deletedAt: { $ne: null, $lt: cutoff } })),

    /** Whether a one-off step (e.g. the backfill) has finished, and marking it so. */
    migrationDone: async (name: string): Promise<boolean> => (await migrations.findOne({ _id: name })) !== null,
    async markMigrationDone(name: string, finishedAt: Date): Promise<void> {
      await migrations.updateOne({ _id: name }, { $set: { finishedAt } }, { upsert: true });
    },

    /** Erases everything of one user (the account was deleted): items, trash and versions. */
    async deleteAllForUser(userId: string): Promise<number> {
      await versions.deleteMany({ userId }).exec();
      return (await items.deleteMany({ userId }).exec()).deletedCount;
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
