import {
  LIBRARY_TRASH_DAYS,
  libraryErrorCodes,
  libraryMessages,
  type LibraryItem,
  type LibraryListQuery,
  type LibraryPublication,
  type LibraryVersion,
} from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';
import type { LibraryItemDoc, PublicationDoc } from '../../data-access/library-item.model.ts';
import type { LibraryQuery } from '../../data-access/library.repository.ts';
import type { LibraryVersionDoc } from '../../data-access/library-version.model.ts';
import { citeThread } from '../citations/citations.ts';
import { searchTerms } from './search-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date | string): string => new Date(date).toISOString();

// FerretDB 1.x drops null fields written through `$setOnInsert` (measured), so a missing field reads as null.
// `figures`: false for list pages, whose index entries carry no data points (the item's own answer cites them).
export function toLibraryItem(doc: LibraryItemDoc, figures = true): LibraryItem {
  return {
    id: doc._id,
    kind: doc.kind,
    status: doc.status,
    tweets: doc.tweets,
    tone: doc.tone ?? null,
    hook: doc.hook ?? null,
    length: doc.length ?? null,
    symbol: doc.symbol ?? null,
    topic: doc.topic ?? null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    version: doc.version,
    deletedAt: doc.deletedAt ? iso(doc.deletedAt) : null,
    public: doc.public ?? false,
    sponsored: doc.sponsored ?? false,
    // Derived from the text as it stands, so every edit re-derives them.
    ...(figures ? citeThread(doc.tweets, doc.dataPoints ?? []) : { citations: [], unverifiedFigures: [] }),
    lint: null,
    publication: doc.publication ? publicationOf(doc.publication) : null,
  };
}

function publicationOf({ statusBefore: _, scheduledAt, ...shown }: PublicationDoc): LibraryPublication {
  return { ...shown, scheduledAt: scheduledAt ? iso(scheduledAt) : null };
}

export function toLibraryVersion(doc: LibraryVersionDoc): LibraryVersion {
  return {
    itemId: doc.itemId,
    version: doc.version,
    kind: doc.kind,
    status: doc.status,
    tweets: doc.tweets,
    tone: doc.tone ?? null,
    hook: doc.hook ?? null,
    symbol: doc.symbol ?? null,
    topic: doc.topic ?? null,
    savedAt: iso(doc.savedAt),
  };
}

/** Items deleted before this are gone for good (or about to be purged): never shown or restored. */
export const trashCutoff = (now: Date): Date => new Date(now.getTime() - LIBRARY_TRASH_DAYS * DAY_MS);

/** A day means the whole UTC day; an instant is taken as is (`to` inclusive). */
const startOf = (value: string): Date => new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
const endOf = (value: string): Date =>
  value.length === 10 ? new Date(startOf(value).getTime() + DAY_MS) : new Date(new Date(value).getTime() + 1);

export function libraryQueryOf(userId: string, query: LibraryListQuery, now: Date): LibraryQuery {
  return {
    userId,
    trashedSince: query.trash ? trashCutoff(now) : null,
    kind: query.kind,
    tone: query.tone,
    symbol: query.symbol,
    status: query.status,
    from: query.from ? startOf(query.from) : undefined,
    to: query.to ? endOf(query.to) : undefined,
    terms: searchTerms(query.q),
  };
}

export const notFound = () => AppError.notFound(libraryMessages.notFound);

/** The caller's own item, else 404: another user's item looks exactly like a missing one. */
export function owned(doc: LibraryItemDoc | null, userId: string, now: Date): LibraryItemDoc {
  if (!doc || doc.userId !== userId) throw notFound();
  if (doc.deletedAt && doc.deletedAt < trashCutoff(now)) throw notFound();
  return doc;
}

export const inTrash = () => new AppError(409, libraryMessages.inTrash, { code: libraryErrorCodes.inTrash });

/** A single tweet holds one tweet: the editor turns it into a thread to add more. */
export function assertShape(kind: LibraryItem['kind'], tweets: readonly string[]): void {
  if (kind === 'tweet' && tweets.length !== 1) {
    throw new AppError(400, libraryMessages.tweetKindHasOneTweet, {
      code: 'validation_failed',
      errors: [{ path: 'tweets', message: libraryMessages.tweetKindHasOneTweet }],
    });
  }
}
