import { randomUUID } from 'node:crypto';
import type {
  CreateLibraryItemRequest,
  LibraryItem,
  LibraryListQuery,
  LibraryPage,
  LibraryVersionPage,
  PatchLibraryItemRequest,
} from '@chainscribe/contracts';
import { AppError, type Lease, type Locks } from '@chainscribe/service-kit';
import type { LibraryItemDoc } from '../../data-access/library-item.model.ts';
import { versionIdOf } from '../../data-access/library-version.model.ts';
import type { LibraryRepository } from '../../data-access/library.repository.ts';
import { decodeCursor, encodeCursor } from '../history.ts';
import { assertShape, inTrash, libraryQueryOf, notFound, owned, toLibraryItem, toLibraryVersion, trashCutoff } from './library-items.ts';
import { searchTextOf } from './search-text.ts';
import { splitIntoTweets } from './split-text.ts';
import { assertCurrent, type Precondition } from './versioning.ts';

export interface LibraryDeps {
  repo: LibraryRepository;
  locks: Pick<Locks, 'withLock'>;
  now: () => Date;
}

/** The content fields a save may change. */
type Change = PatchLibraryItemRequest;

/** The item's Redis lock: every change to an existing item (edits, trash, re-checked figures) runs under it. */
export const lockName = (id: string): string => `library:${id}`;

function decodeVersionCursor(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  if (!/^\d{1,12}$/.test(raw)) throw AppError.badRequest('Invalid request: cursor', 'invalid_cursor');
  return Number(raw);
}

/** Writes `saved` as the item's current state and its snapshot as the version of that number, under the item's lock `lease`. */
function writeVersion(repo: LibraryRepository, lease: Lease, saved: LibraryItemDoc, at: Date) {
  const { _id: id, userId: owner, kind, status, tweets, tone, hook, symbol, topic, public: isPublic = false, sponsored = false } = saved;
  const snapshot = { _id: versionIdOf(id, saved.version), itemId: id, userId: owner, version: saved.version, savedAt: at };
  return repo.saveVersion(
    lease,
    { ...snapshot, kind, status, tweets, tone, hook, symbol, topic },
    {
      kind,
      status,
      tweets,
      tone,
      hook,
      symbol,
      topic,
      public: isPublic,
      sponsored,
      searchText: saved.searchText,
      updatedAt: at,
      version: saved.version,
    },
    saved,
  );
}

/** A new draft: blank or pasted text, version 1. */
function draftOf(userId: string, body: CreateLibraryItemRequest, tweets: string[], at: Date): LibraryItemDoc {
  const fields = { tweets, topic: body.topic ?? null, symbol: body.symbol ?? null };
  return {
    _id: randomUUID(),
    userId,
    kind: body.kind,
    status: 'draft',
    ...fields,
    tone: body.tone ?? null,
    hook: body.hook ?? null,
    length: null,
    searchText: searchTextOf(fields),
    origin: 'written',
    createdAt: at,
    updatedAt: at,
    version: 1,
    deletedAt: null,
  };
}

/**
 * The creator's library: list, search, drafts, edits saved as versions, trash and restore.
 * Every change to an existing item is a read-check-write under the item's Redis lock, written
 * with fencing (FerretDB 1.x has neither conditional updates nor transactions).
 */
export function createLibrary(deps: LibraryDeps) {
  const { repo, locks, now } = deps;

  /** Reads the caller's item under its lock and hands it to `work`. */
  const withOwned = <T>(userId: string, id: string, work: (doc: LibraryItemDoc, lease: Lease) => Promise<T>): Promise<T> =>
    locks.withLock(lockName(id), async (lease) => work(owned(await repo.get(id), userId, now()), lease));

  /** Saves `change` as the next version when the client edited the current one. */
  const save = (userId: string, id: string, precondition: Precondition, change: Change): Promise<LibraryItem> =>
    withOwned(userId, id, async (doc, lease) => {
      if (doc.deletedAt) throw inTrash();
      assertCurrent(precondition, toLibraryItem(doc));
      // While the item has a post on X, its status follows the post (publication.ts), not a hand-set one.
      const { status: _handSet, ...postOwned } = change;
      const next = { ...doc, ...(doc.publication ? postOwned : change) };
      assertShape(next.kind, next.tweets);
      const unchanged = (Object.keys(change) as (keyof Change)[]).every((k) => JSON.stringify(doc[k]) === JSON.stringify(next[k]));
      // Autosave of an unchanged text keeps the version: no empty versions, no new ETag.
      if (unchanged) return toLibraryItem(doc);
      const at = now();
      const saved: LibraryItemDoc = { ...next, version: doc.version + 1, updatedAt: at, searchText: searchTextOf(next) };
      const written = await writeVersion(repo, lease, saved, at);
      if (!written) throw notFound();
      return toLibraryItem(saved);
    });

  /** Moves an item in or out of the trash; doing it twice changes nothing. */
  const setTrashed = (userId: string, id: string, trashed: boolean): Promise<LibraryItem> =>
    withOwned(userId, id, async (doc, lease) => {
      if (Boolean(doc.deletedAt) === trashed) return toLibraryItem(doc);
      const at = now();
      const deletedAt = trashed ? at : null;
      if (!(await repo.setState(lease, doc, { deletedAt, updatedAt: at }))) throw notFound();
      return toLibraryItem({ ...doc, deletedAt, updatedAt: at });
    });

  return {
    async list(userId: string, query: LibraryListQuery): Promise<LibraryPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      // One extra row tells whether another page exists without a count.
      const docs = await repo.page(libraryQueryOf(userId, query, now()), query.limit + 1, after);
      const items = docs.slice(0, query.limit);
      const last = items.at(-1);
      const nextCursor = docs.length > query.limit && last ? encodeCursor({ createdAt: new Date(last.createdAt), id: last._id }) : null;
      return { items: items.map((doc) => toLibraryItem(doc, false)), nextCursor };
    },

    /** One item, from MongoDB; its list entry is brought in line on the way (a lost index write heals here). */
    async get(userId: string, id: string): Promise<LibraryItem> {
      const stored = await repo.get(id);
      if (!stored) await repo.forgetEntry(userId, id);
      const doc = owned(stored, userId, now());
      await repo.repairEntry(doc);
      return toLibraryItem(doc);
    },

    /** A blank or pasted draft. */
    async create(userId: string, body: CreateLibraryItemRequest): Promise<LibraryItem> {
      const tweets = body.tweets ?? splitIntoTweets(body.text ?? '', body.kind);
      assertShape(body.kind, tweets);
      const doc = draftOf(userId, body, tweets, now());
      await repo.add(doc);
      return toLibraryItem(doc);
    },

    patch: (userId: string, id: string, precondition: Precondition, change: Change) => save(userId, id, precondition, change),

    /** An earlier version's content saved as the newest version (status stays as it is). */
    async restoreVersion(userId: string, id: string, version: number, precondition: Precondition): Promise<LibraryItem> {
      owned(await repo.get(id), userId, now());
      const old = await repo.getVersion(id, version);
      if (!old) throw AppError.notFound('This version was not found');
      const { kind, tweets, tone, hook, symbol, topic } = old;
      return save(userId, id, precondition, { kind, tweets, tone, hook, symbol, topic });
    },

    async versions(userId: string, id: string, query: { cursor?: string | undefined; limit: number }): Promise<LibraryVersionPage> {
      const doc = owned(await repo.get(id), userId, now());
      const below = decodeVersionCursor(query.cursor);
      const docs = await repo.versionsPage(id, below === null ? doc.version : below - 1, query.limit + 1);
      const items = docs.slice(0, query.limit);
      const last = items.at(-1);
      return { items: items.map(toLibraryVersion), nextCursor: docs.length > query.limit && last ? String(last.version) : null };
    },

    /** The whole library (not the trash) in storage order, read a batch at a time. */
    async *exportAll(userId: string): AsyncGenerator<LibraryItem> {
      for await (const doc of repo.streamLibrary(userId)) yield toLibraryItem(doc);
    },

    trash: (userId: string, id: string) => setTrashed(userId, id, true),
    restore: (userId: string, id: string) => setTrashed(userId, id, false),
    emptyTrash: async (userId: string) => ({ deleted: await repo.emptyTrash(userId, trashCutoff(now())) }),
  };
}

export type Library = ReturnType<typeof createLibrary>;
