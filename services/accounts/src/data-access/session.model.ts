import { Schema, type Connection, type Model } from 'mongoose';

/** One sign-in = one refresh-token family. Only hashes of refresh secrets are stored. */
export interface SessionDoc {
  _id: string;
  user_id: string;
  refresh_hash: string;
  /** Hashes already rotated away: presenting one of them again means the family leaked. */
  spent_hashes: string[];
  /** The token the current one replaced, and when: a reload that lost the answer may present it once more. */
  rotated_from: string | null;
  rotated_at: Date | null;
  created_at: Date;
  last_refreshed_at: Date;
  /** Idle end: pushed forward by each refresh, never past `absolute_expires_at`. */
  expires_at: Date;
  /** Absolute end, fixed at sign-in; rows from before it existed end at created_at + the max age. */
  absolute_expires_at?: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  user_agent?: string;
}

const sessionSchema = new Schema<SessionDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    refresh_hash: { type: String, required: true },
    spent_hashes: { type: [String], default: [] },
    rotated_from: { type: String, default: null },
    rotated_at: { type: Date, default: null },
    created_at: { type: Date, required: true },
    last_refreshed_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    absolute_expires_at: { type: Date },
    revoked_at: { type: Date, default: null },
    revoked_reason: { type: String, default: null },
    user_agent: { type: String },
  },
  { versionKey: false, collection: 'sessions' },
);

export const sessionModel = (connection: Connection): Model<SessionDoc> =>
  (connection.models.Session as Model<SessionDoc> | undefined) ?? connection.model<SessionDoc>('Session', sessionSchema);
