import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A user whose account was deleted. Generation requests already on Kafka, or a job a worker was
 * writing when the erasure ran, would otherwise bring their data back; the mark keeps only the
 * random user id and when.
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
  (connection.models.GenerationErasedUser as Model<ErasedUserDoc> | undefined) ??
  connection.model<ErasedUserDoc>('GenerationErasedUser', erasedUserSchema);
