import { libraryErrorCodes, libraryMessages, type LibraryItem } from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';

/** What the client's `If-Match` says it edited: some versions, any version (`*`), or nothing. */
export type Precondition = { versions: readonly number[] } | 'any' | null;

/** The ETag of an item is its version, quoted: `"3"`. */
export const etagOf = (version: number): string => `"${version}"`;

/** `"3"`, `W/"3"`, `3` and lists of them; anything unreadable counts as no match rather than no header. */
export function parseIfMatch(header: string | undefined): Precondition {
  if (header === undefined || header.trim() === '') return null;
  if (header.trim() === '*') return 'any';
  const versions = header
    .split(',')
    .map((tag) => /^(?:W\/)?"?(\d{1,12})"?$/.exec(tag.trim())?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  return { versions };
}

/** 412: the client edited an older version; it gets the stored item to show both texts. */
export class VersionConflictError extends AppError {
  readonly current: LibraryItem;
  constructor(current: LibraryItem) {
    super(412, libraryMessages.versionConflict, { code: libraryErrorCodes.versionConflict });
    this.name = 'VersionConflictError';
    this.current = current;
  }
}

/** Throws 428 without a precondition and 412 (with the stored item) when it names another version. */
export function assertCurrent(precondition: Precondition, current: LibraryItem): void {
  if (precondition === null) throw new AppError(428, libraryMessages.versionRequired, { code: libraryErrorCodes.versionRequired });
  if (precondition !== 'any' && !precondition.versions.includes(current.version)) throw new VersionConflictError(current);
}
