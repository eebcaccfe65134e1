import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A user whose account was deleted: the projection reads its topics from the beginning (and again
 * on a rebuild), so without this mark an old or late event would bring the user's facts back. It
 * keeps only the random user id and when, nothing that identifies a person.
 */
export interface ErasedUserDoc {
  _id: string;
  erasedAt: Date;
}

const erasedUserSchema = new Schema<ErasedUserDoc>(
  { _id: { type: String, required: true }, erasedAt: { type: Date, required: true } },
  { versionKey: false, collection: 'erased_users' },
);

export const erasedUserModel = (connection: Connection): Model<ErasedUserDoc> =>
  (connection.models.ErasedUser as Model<ErasedUserDoc> | undefined) ?? connection.model<ErasedUserDoc>('ErasedUser', erasedUserSchema);
