import { Schema, type Connection, type Model } from 'mongoose';

export interface PasswordResetDoc {
  /** sha256 of the emailed token: the token itself is never stored. */
  _id: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

const passwordResetSchema = new Schema<PasswordResetDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
  },
  { versionKey: false, collection: 'password_resets' },
);

export const passwordResetModel = (connection: Connection): Model<PasswordResetDoc> =>
  (connection.models.PasswordReset as Model<PasswordResetDoc> | undefined) ??
  connection.model<PasswordResetDoc>('PasswordReset', passwordResetSchema);
