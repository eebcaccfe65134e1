import { Schema, type Connection, type Model } from 'mongoose';
import type {
  DataPoint,
  HookStyle,
  LibraryKind,
  LibraryPublication,
  LibraryStatus,
  LibraryTone,
  ThreadLength,
} from '@chainscribe/contracts';

/**
 * One item of a user's library: a generated thread or tweet, or a draft the user wrote. Generated
 * items keep the id of their `threads` / `tweets` document, so the worker's write and the start-up
 * backfill land on the same document.
 */
export interface LibraryItemDoc {
  _id: string;
  userId: string;
  kind: LibraryKind;
  status: LibraryStatus;
  tweets: string[];
  tone: LibraryTone | null;
  hook: HookStyle | null;
  length: ThreadLength | null;
  symbol: string | null;
  topic: string | null;
  /** Lowercased, accent-free text of the tweets, topic and symbol: what search-as-you-type matches. */
  searchText: string;
  origin: 'generated' | 'written';
  createdAt: Date;
  updatedAt: Date;
  version: number;
  deletedAt: Date | null;
  /** Shown on the author's public profile; missing on items saved before the flag existed. */
  public?: boolean;
  /** Paid promotion: the lint asks for a disclosure. Missing on items saved before the flag existed. */
  sponsored?: boolean;
  /** The figures the item's text may cite: the writer's market data, plus later re-checks (newest cited first). */
  dataPoints?: DataPoint[];
  /** Its post on X, from the publisher's events; missing when it has none. */
  publication?: PublicationDoc | null;
}

/** What the item keeps of its post: the state shown, and the status it had before it was scheduled (it goes back to it on a cancel). */
export interface PublicationDoc extends Omit<LibraryPublication, 'scheduledAt'> {
  scheduledAt: Date | null;
  statusBefore: 'draft' | 'ready';
}

const libraryItemSchema = new Schema<LibraryItemDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true },
    status: { type: String, required: true },
    tweets: { type: [String], required: true },
    tone: { type: String, default: null },
    hook: { type: String, default: null },
    length: { type: Number, default: null },
    symbol: { type: String, default: null },
    topic: { type: String, default: null },
    searchText: { type: String, required: true },
    origin: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    version: { type: Number, required: true },
    deletedAt: { type: Date, default: null },
    public: { type: Boolean, default: false },
    sponsored: { type: Boolean, default: false },
    dataPoints: { type: [Schema.Types.Mixed], default: undefined },
    publication: { type: Schema.Types.Mixed, default: undefined },
  },
  { versionKey: false },
);

// The page, its filters and the search walk the user's index in Redis (library-index.ts) and read
// items by id, so MongoDB needs only: a user's items (index rebuild, erasure) and the trash purge
// across users.
libraryItemSchema.index({ userId: 1 });
libraryItemSchema.index({ deletedAt: 1 });

export const libraryItemModel = (connection: Connection): Model<LibraryItemDoc> =>
  (connection.models.LibraryItem as Model<LibraryItemDoc> | undefined) ??
  connection.model<LibraryItemDoc>('LibraryItem', libraryItemSchema, 'library_items');
