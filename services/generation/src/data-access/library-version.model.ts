import { Schema, type Connection, type Model } from 'mongoose';
import type { HookStyle, LibraryKind, LibraryStatus, LibraryTone } from '@chainscribe/contracts';

/** One saved state of a library item, id `<itemId>:<version>`: written once when it becomes current. */
export interface LibraryVersionDoc {
  _id: string;
  itemId: string;
  userId: string;
  version: number;
  kind: LibraryKind;
  status: LibraryStatus;
  tweets: string[];
  tone: LibraryTone | null;
  hook: HookStyle | null;
  symbol: string | null;
  topic: string | null;
  savedAt: Date;
}

const libraryVersionSchema = new Schema<LibraryVersionDoc>(
  {
    _id: { type: String, required: true },
    itemId: { type: String, required: true },
    userId: { type: String, required: true },
    version: { type: Number, required: true },
    kind: { type: String, required: true },
    status: { type: String, required: true },
    tweets: { type: [String], required: true },
    tone: { type: String, default: null },
    hook: { type: String, default: null },
    symbol: { type: String, default: null },
    topic: { type: String, default: null },
    savedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Versions are read and deleted by id (`<itemId>:<version>`); this serves erasing a user.
libraryVersionSchema.index({ userId: 1 });

export const versionIdOf = (itemId: string, version: number): string => `${itemId}:${version}`;

export const libraryVersionModel = (connection: Connection): Model<LibraryVersionDoc> =>
  (connection.models.LibraryVersion as Model<LibraryVersionDoc> | undefined) ??
  connection.model<LibraryVersionDoc>('LibraryVersion', libraryVersionSchema, 'library_versions');
