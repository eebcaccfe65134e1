import type { LibraryItemDoc } from './library-item.model.ts';

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
  /** Exclusive. */
  to?: Date | undefined;
  /** Normalised words (search-text.ts), all required in the item's search text. */
  terms?: readonly string[] | undefined;
}

/** Whether an item belongs on a page of `query` (tone and symbol may be missing: FerretDB drops stored nulls). */
export function matchesQuery(entry: LibraryItemDoc, query: LibraryQuery): boolean {
  if (entry.userId !== query.userId) return false;
  const deletedAt = entry.deletedAt ?? null;
  const trashed = query.trashedSince ? deletedAt !== null && deletedAt >= query.trashedSince : deletedAt === null;
  if (!trashed) return false;
  if ((query.kind && entry.kind !== query.kind) || (query.tone && entry.tone !== query.tone)) return false;
  if ((query.symbol && entry.symbol !== query.symbol) || (query.status && entry.status !== query.status)) return false;
  if ((query.from && entry.createdAt < query.from) || (query.to && entry.createdAt >= query.to)) return false;
  return (query.terms ?? []).every((term) => entry.searchText.includes(term));
}
