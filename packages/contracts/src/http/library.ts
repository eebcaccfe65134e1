// The creator's library (issue 18): every thread and tweet written, its versions, trash and export.
import { z } from 'zod';
import { hookStyleSchema, threadLengthSchema, type ThreadTone, type TweetTone } from '../enums.ts';
import { problemSchema } from '../errors.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema, tokenSymbolSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';
import { citationsSchema, recheckResponseSchema, unverifiedFiguresSchema } from './citations.ts';
import { lintResultSchema } from './lint.ts';

export const libraryKinds = ['thread', 'tweet'] as const;
export const libraryKindSchema = z.enum(libraryKinds);
export type LibraryKind = z.infer<typeof libraryKindSchema>;

/** Generated items start `ready`, written ones `draft`; `scheduled` and `posted` are set by publishing. */
export const libraryStatuses = ['draft', 'ready', 'scheduled', 'posted'] as const;
export const libraryStatusSchema = z.enum(libraryStatuses);
export type LibraryStatus = z.infer<typeof libraryStatusSchema>;
/** What a user may set by hand; the other statuses come from scheduling and posting. */
export const editableLibraryStatusSchema = z.enum(['draft', 'ready']);

/** Thread tones and tweet tones in one list: an item keeps the tone it was written in. */
export const libraryTones = [
  'educational',
  'calm',
  'degen',
  'hype',
  'shill',
  'professional',
  'casual',
  'bold',
  'funny',
  'analytical',
] as const satisfies readonly (ThreadTone | TweetTone)[];
export const libraryToneSchema = z.enum(libraryTones);
export type LibraryTone = z.infer<typeof libraryToneSchema>;

/** Most tweets one library item may hold (X allows long reply chains; 25 keeps an item readable). */
export const LIBRARY_MAX_TWEETS = 25;
/** Most characters one tweet may hold while it is being edited (the weighted 280 is flagged, not refused). */
export const LIBRARY_MAX_TWEET_CHARS = 4000;
/** Most characters of pasted text a new draft takes before it is split into tweets. */
export const LIBRARY_MAX_PASTE_CHARS = 50_000;
/** Items stay in the trash this long before they are purged for good. */
export const LIBRARY_TRASH_DAYS = 30;

/** A tweet while being edited: may be empty (a freshly added tweet) and may exceed 280 for now. */
export const libraryTweetSchema = z.string().max(LIBRARY_MAX_TWEET_CHARS);
export const libraryTweetsSchema = z.array(libraryTweetSchema).min(1, 'An item needs at least one tweet').max(LIBRARY_MAX_TWEETS);

/**
 * Where the item stands on X, from the publisher's events: waiting for its time (or paused),
 * posted (with the first tweet's address), or stopped by a failure the user may resume.
 */
export const libraryPublicationStates = ['scheduled', 'posted', 'stopped'] as const;
export const libraryPublicationSchema = z.object({
  postId: idSchema,
  state: z.enum(libraryPublicationStates),
  scheduledAt: isoDateTimeSchema.nullable(),
  /** The first tweet on X, once posted. */
  url: z.url().nullable(),
  /** Why posting stopped, in the queue's words. */
  message: z.string().max(500).nullable(),
});
export type LibraryPublication = z.infer<typeof libraryPublicationSchema>;

export const libraryItemSchema = z.object({
  id: idSchema,
  kind: libraryKindSchema,
  status: libraryStatusSchema,
  tweets: libraryTweetsSchema,
  tone: libraryToneSchema.nullable(),
  hook: hookStyleSchema.nullable(),
  /** The thread length asked for when generated; null for tweets and written drafts. */
  length: threadLengthSchema.nullable(),
  symbol: z.string().max(20).nullable(),
  topic: z.string().max(500).nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** Starts at 1, +1 per saved edit; the ETag is this number in quotes, e.g. `"3"`. */
  version: z.number().int().min(1),
  /** Set while the item is in the trash; purged `LIBRARY_TRASH_DAYS` after this. */
  deletedAt: isoDateTimeSchema.nullable(),
  /** Shown on the author's public profile (`/u/:username`) while that profile is public. */
  public: z.boolean().default(false),
  /** Paid promotion: the lint asks for a disclosure (#ad) until one is in the text. */
  sponsored: z.boolean().default(false),
  /** Each figure the text states, tied to the data point the writer was given; derived again after every edit. Empty in list pages. */
  citations: citationsSchema.default([]),
  /** Figures in the text that match no data point: to be checked by the creator. Empty in list pages. */
  unverifiedFigures: unverifiedFiguresSchema.default([]),
  /** The compliance lint of the text as it stands; null in list pages (one item's answers carry it). */
  lint: lintResultSchema.nullable().default(null),
  /** Its post on X, while scheduled or once posted; null otherwise. */
  publication: libraryPublicationSchema.nullable().default(null),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** Newest first (by `createdAt`, then id); pass `nextCursor` back as `cursor` until it is null. */
export const libraryPageSchema = z.object({
  items: z.array(libraryItemSchema),
  nextCursor: z.string().max(500).nullable(),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

/** A day (`YYYY-MM-DD`, UTC, whole day included) or an exact instant. */
const dayOrInstant = z.union([isoDateTimeSchema, isoDateSchema]);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const libraryListQuerySchema = z.strictObject({
  /** Search as you type: every word must appear in the item's text (case-insensitive); empty means no search. */
  q: z.string().trim().max(200).optional(),
  kind: libraryKindSchema.optional(),
  tone: libraryToneSchema.optional(),
  symbol: tokenSymbolSchema.optional(),
  status: libraryStatusSchema.optional(),
  /** `createdAt` from this day or instant on. */
  from: dayOrInstant.optional(),
  /** `createdAt` up to this instant, or up to the end of this day. */
  to: dayOrInstant.optional(),
  /** `true` lists the trash (only items deleted in the last 30 days) instead of the library. */
  trash: flag.default(false),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;
export type LibraryListQueryInput = z.input<typeof libraryListQuerySchema>;

const libraryIdParams = z.object({ id: idSchema });

/** `text` (pasted, split into tweets on blank lines, numbering like `1/` and X's 280) or `tweets`; neither is a blank draft. */
export const createLibraryItemRequestSchema = z
  .strictObject({
    kind: libraryKindSchema.default('thread'),
    text: z.string().max(LIBRARY_MAX_PASTE_CHARS).optional(),
    tweets: libraryTweetsSchema.optional(),
    tone: libraryToneSchema.nullable().optional(),
    hook: hookStyleSchema.nullable().optional(),
    symbol: tokenSymbolSchema.nullable().optional(),
    topic: z.string().trim().max(500).nullable().optional(),
  })
  .refine((body) => body.text === undefined || body.tweets === undefined, {
    message: 'Send either text or tweets, not both',
    path: ['tweets'],
  });
export type CreateLibraryItemRequest = z.infer<typeof createLibraryItemRequestSchema>;
export type CreateLibraryItemRequestInput = z.input<typeof createLibraryItemRequestSchema>;

/** Any subset of the editable fields; needs `If-Match: "<version>"`. A `tweet` item holds exactly one tweet. */
export const patchLibraryItemRequestSchema = z
  .strictObject({
    kind: libraryKindSchema.optional(),
    status: editableLibraryStatusSchema.optional(),
    tweets: libraryTweetsSchema.optional(),
    tone: libraryToneSchema.nullable().optional(),
    hook: hookStyleSchema.nullable().optional(),
    symbol: tokenSymbolSchema.nullable().optional(),
    topic: z.string().trim().max(500).nullable().optional(),
    public: z.boolean().optional(),
    sponsored: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type PatchLibraryItemRequest = z.infer<typeof patchLibraryItemRequestSchema>;
export type PatchLibraryItemRequestInput = z.input<typeof patchLibraryItemRequestSchema>;

/** One saved state of an item: written once, never changed (append-only). */
export const libraryVersionSchema = z.object({
  itemId: idSchema,
  version: z.number().int().min(1),
  kind: libraryKindSchema,
  status: libraryStatusSchema,
  tweets: libraryTweetsSchema,
  tone: libraryToneSchema.nullable(),
  hook: hookStyleSchema.nullable(),
  symbol: z.string().max(20).nullable(),
  topic: z.string().max(500).nullable(),
  savedAt: isoDateTimeSchema,
});
export type LibraryVersion = z.infer<typeof libraryVersionSchema>;

/** Newest version first; `cursor` continues below the last version shown. */
export const libraryVersionPageSchema = z.object({
  items: z.array(libraryVersionSchema),
  nextCursor: z.string().max(100).nullable(),
});
export type LibraryVersionPage = z.infer<typeof libraryVersionPageSchema>;

export const libraryVersionsQuerySchema = z.strictObject({
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const libraryExportFormats = ['md', 'csv', 'json'] as const;
export const libraryExportFormatSchema = z.enum(libraryExportFormats);
export type LibraryExportFormat = z.infer<typeof libraryExportFormatSchema>;
export const libraryExportQuerySchema = z.strictObject({ format: libraryExportFormatSchema.default('json') });

/** `format=json`; `md` is one section per item, `csv` one row per tweet (`libraryCsvColumns`). */
export const libraryExportJsonSchema = z.object({
  exportedAt: isoDateTimeSchema,
  items: z.array(libraryItemSchema),
});
export type LibraryExportJson = z.infer<typeof libraryExportJsonSchema>;
/** The CSV header row, in order; `weighted_length` is X's own count (twitter-text). */
export const libraryCsvColumns = ['item_id', 'position', 'text', 'weighted_length', 'created_at'] as const;

/** Machine-readable codes of the library's own refusals. */
export const libraryErrorCodes = {
  /** 412: `If-Match` names an older version; the body's `current` is the item as stored now. */
  versionConflict: 'version_conflict',
  /** 428: a change was sent without `If-Match`. */
  versionRequired: 'version_required',
  /** 409: the item is in the trash; restore it first. */
  inTrash: 'in_trash',
} as const;

export const libraryMessages = {
  notFound: 'This item was not found in your library',
  versionConflict: 'This item was changed somewhere else. Choose which text to keep.',
  versionRequired: 'Send If-Match with the version you edited',
  inTrash: 'This item is in the trash. Restore it before editing.',
  tweetKindHasOneTweet: 'A single tweet holds exactly one tweet; make it a thread to add more',
} as const;

/** The 412 body: a problem plus the stored item, so the editor can show both texts. */
export const libraryConflictSchema = problemSchema.extend({ current: libraryItemSchema });
export type LibraryConflict = z.infer<typeof libraryConflictSchema>;

export const listLibrary = {
  method: 'GET',
  path: '/api/library',
  auth: 'bearer',
  query: libraryListQuerySchema,
  response: libraryPageSchema,
} as const satisfies CallContract;

/** 201 with `Location`, `ETag`; status `draft`. */
export const createLibraryItem = {
  method: 'POST',
  path: '/api/library',
  auth: 'bearer',
  request: createLibraryItemRequestSchema,
  response: libraryItemSchema,
} as const satisfies CallContract;

/** Answers `ETag`. Another user's item is 404, as is a missing one. */
export const getLibraryItem = {
  method: 'GET',
  path: '/api/library/:id',
  auth: 'bearer',
  params: libraryIdParams,
  response: libraryItemSchema,
} as const satisfies CallContract;

/** Needs `If-Match`: missing 428, stale 412 (`libraryConflictSchema`). Saves a new version; answers the item and its new `ETag`. */
export const patchLibraryItem = {
  method: 'PATCH',
  path: '/api/library/:id',
  auth: 'bearer',
  params: libraryIdParams,
  request: patchLibraryItemRequestSchema,
  response: libraryItemSchema,
} as const satisfies CallContract;

/** Moves the item to the trash (sets `deletedAt`); undo with `restoreLibraryItem`. Idempotent. */
export const deleteLibraryItem = {
  method: 'DELETE',
  path: '/api/library/:id',
  auth: 'bearer',
  params: libraryIdParams,
  response: libraryItemSchema,
} as const satisfies CallContract;

/** Takes the item out of the trash. */
export const restoreLibraryItem = {
  method: 'POST',
  path: '/api/library/:id/restore',
  auth: 'bearer',
  params: libraryIdParams,
  response: libraryItemSchema,
} as const satisfies CallContract;

/** Deletes every item in the caller's trash for good, with their versions. */
export const emptyLibraryTrash = {
  method: 'DELETE',
  path: '/api/library/trash',
  auth: 'bearer',
  response: z.object({ deleted: z.number().int().nonnegative() }),
} as const satisfies CallContract;

export const listLibraryVersions = {
  method: 'GET',
  path: '/api/library/:id/versions',
  auth: 'bearer',
  params: libraryIdParams,
  query: libraryVersionsQuerySchema,
  response: libraryVersionPageSchema,
} as const satisfies CallContract;

/** Saves an earlier version's content as a new version. Needs `If-Match` like PATCH (428, 412). */
export const restoreLibraryVersion = {
  method: 'POST',
  path: '/api/library/:id/versions/:version/restore',
  auth: 'bearer',
  params: z.object({ id: idSchema, version: z.coerce.number().int().min(1) }),
  response: libraryItemSchema,
} as const satisfies CallContract;

/** The whole library (not the trash), streamed; `Content-Disposition: attachment; filename="chainscribe-library-<date>.<ext>"`. */
export const exportLibrary = {
  method: 'GET',
  path: '/api/library/export',
  auth: 'bearer',
  query: libraryExportQuerySchema,
  response: libraryExportJsonSchema,
} as const satisfies CallContract;

/** One item in the same formats; filename `chainscribe-<id>.<ext>`. */
export const exportLibraryItem = {
  method: 'GET',
  path: '/api/library/:id/export',
  auth: 'bearer',
  params: libraryIdParams,
  query: libraryExportQuerySchema,
  response: libraryExportJsonSchema,
} as const satisfies CallContract;

/**
 * Before copy, export, schedule or post: cited figures read more than `RECHECK_AFTER_MS` ago are read
 * again from the market; those that moved by more than `RECHECK_MOVE_THRESHOLD` come back with old
 * and new values and the tweet as it would read updated. The market not answering in time is 503.
 */
export const recheckLibraryItem = {
  method: 'POST',
  path: '/api/library/:id/recheck',
  auth: 'bearer',
  params: libraryIdParams,
  response: recheckResponseSchema,
} as const satisfies CallContract;
