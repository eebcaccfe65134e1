import { Schema, type Connection, type Model } from 'mongoose';

/** When a user last cleared personalisation: library items last changed before it are not used. */
export interface PersonalisationResetDoc {
  _id: string;
  clearedAt: Date;
}

const resetSchema = new Schema<PersonalisationResetDoc>(
  { _id: { type: String, required: true }, clearedAt: { type: Date, required: true } },
  { versionKey: false, collection: 'personalisation_resets' },
);

export const personalisationResetModel = (connection: Connection): Model<PersonalisationResetDoc> =>
  (connection.models.PersonalisationReset as Model<PersonalisationResetDoc> | undefined) ??
  connection.model<PersonalisationResetDoc>('PersonalisationReset', resetSchema);

export function createPersonalisationRepository(connection: Connection) {
  const resets = personalisationResetModel(connection);
  return {
    init: () => resets.init(),
    clearedAt: async (userId: string): Promise<Date | null> =>
      (await resets.findById(userId).lean<PersonalisationResetDoc>().exec())?.clearedAt ?? null,
    async clear(userId: string, at: Date): Promise<void> {
      // A whole-row replace: clearing twice keeps the later time, nothing else to merge.
      await resets.replaceOne({ _id: userId }, { _id: userId, clearedAt: at }, { upsert: true }).exec();
    },
    async erase(userId: string): Promise<void> {
      await resets.deleteOne({ _id: userId }).exec();
    },
  };
}

export type PersonalisationRepository = ReturnType<typeof createPersonalisationRepository>;
