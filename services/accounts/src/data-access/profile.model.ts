import { Schema, type Connection, type Model } from 'mongoose';

/** One row per user (by identity id). */
export interface ProfileDoc {
  _id: string;
  full_name: string;
  /** Lowercased; its claim in `usernames` is what makes it unique. */
  username: string | null;
  bio: string;
  avatar_id: string | null;
  updated_at: Date;
}

/**
 * Who holds a username: the lowercased name is the `_id`, so two claims of one name cannot both be
 * inserted (FerretDB 1.x honours `_id` uniqueness like MongoDB; no conditional update is needed).
 */
export interface UsernameDoc {
  _id: string;
  user_id: string;
  claimed_at: Date;
}

/** A picture's bytes; the id is sha256 of owner and bytes, so a URL always means the same image. */
export interface AvatarDoc {
  _id: string;
  user_id: string;
  content_type: string;
  bytes: Buffer;
  created_at: Date;
}

const profileSchema = new Schema<ProfileDoc>(
  {
    _id: { type: String, required: true },
    full_name: { type: String, default: '' },
    username: { type: String, default: null },
    bio: { type: String, default: '' },
    avatar_id: { type: String, default: null },
    updated_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'profiles' },
);

const usernameSchema = new Schema<UsernameDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    claimed_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'usernames' },
);

const avatarSchema = new Schema<AvatarDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    content_type: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    created_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'avatars' },
);

const modelOf = <T>(connection: Connection, name: string, schema: Schema<T>): Model<T> =>
  (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);

export const profileModel = (connection: Connection) => modelOf(connection, 'Profile', profileSchema);
export const usernameModel = (connection: Connection) => modelOf(connection, 'Username', usernameSchema);
export const avatarModel = (connection: Connection) => modelOf(connection, 'Avatar', avatarSchema);
