import { Schema, type Connection, type Model } from 'mongoose';

export interface UserDoc {
  /** The identity id (`clerk_id`), except on Clerk rows created before 29 November 2026 (a random UUID). */
  _id: string;
  /** External identity id: the Clerk user id, or our own id in local auth mode. */
  clerk_id: string;
  /** Omitted (not null) when absent so the unique indexes ignore it on MongoDB and FerretDB alike. */
  email?: string;
  phone?: string;
  password_hash?: string;
  /** When a password reset last changed the password: reset links issued before it are dead. */
  password_changed_at?: Date | null;
  auth_source: 'local' | 'clerk';
  plan: string;
  is_premium: boolean;
  status: string;
  subscription_expires_at: Date | null;
  /** Charges already counted into the subscription: applying one twice is a no-op. */
  applied_charges: string[];
  /** Set once user.registered is durable on Kafka; a row without it is re-announced on next sight. */
  registered_published_at: Date | null;
  /** Who is announcing right now: concurrent first sights elect one publisher; a stale claim expires. */
  registered_claimed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    clerk_id: { type: String, required: true, unique: true },
    email: { type: String, unique: true, sparse: true },
    phone: { type: String, unique: true, sparse: true },
    password_hash: { type: String },
    password_changed_at: { type: Date, default: null },
    auth_source: { type: String, required: true, enum: ['local', 'clerk'] },
    plan: { type: String, required: true, default: 'free' },
    is_premium: { type: Boolean, required: true, default: false },
    status: { type: String, required: true, default: 'active' },
    subscription_expires_at: { type: Date, default: null },
    applied_charges: { type: [String], default: [] },
    registered_published_at: { type: Date, default: null },
    registered_claimed_at: { type: Date, default: null },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'users' },
);
userSchema.index({ subscription_expires_at: 1 });

/**
 * The row of an identity id. A read by `_id` alone first: FerretDB v1 on SQLite finds only a
 * filter of `_id` and nothing else through an index, and decodes the whole collection for any
 * other (85 ms per read at 700 rows, on every signed-in page). Only Clerk rows created before
 * `_id` became the identity id fall through to the `clerk_id` lookup.
 */
export async function findByIdentity(users: Model<UserDoc>, clerkId: string): Promise<UserDoc | null> {
  const byKey = await users.findOne({ _id: clerkId }).lean<UserDoc>().exec();
  if (byKey?.clerk_id === clerkId) return byKey;
  return users.findOne({ clerk_id: clerkId }).lean<UserDoc>().exec();
}

export const userModel = (connection: Connection): Model<UserDoc> =>
  (connection.models.User as Model<UserDoc> | undefined) ?? connection.model<UserDoc>('User', userSchema);
