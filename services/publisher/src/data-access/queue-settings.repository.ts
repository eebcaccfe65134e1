import { Schema, type Connection, type Model } from 'mongoose';
import type { QueueSlot } from '@chainscribe/contracts';

export interface QueueSettingsDoc {
  _id: string;
  timeZone: string;
  slots: QueueSlot[];
  updatedAt: Date;
}

const schema = new Schema<QueueSettingsDoc>(
  {
    _id: { type: String, required: true },
    timeZone: { type: String, required: true },
    slots: { type: [{ _id: false, day: String, time: String }], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const modelOf = (connection: Connection): Model<QueueSettingsDoc> =>
  (connection.models.QueueSettings as Model<QueueSettingsDoc> | undefined) ??
  connection.model<QueueSettingsDoc>('QueueSettings', schema, 'queue_settings');

/** One settings document per user, replaced whole (no read-modify-write: the last save wins). */
export function createQueueSettingsRepository(connection: Connection) {
  const model = modelOf(connection);
  return {
    init: () => model.init(),
    get: (userId: string) => model.findById(userId).lean<QueueSettingsDoc>().exec(),
    put: async (doc: QueueSettingsDoc) => {
      await model.replaceOne({ _id: doc._id }, doc, { upsert: true }).exec();
    },
    eraseUser: async (userId: string) => (await model.deleteMany({ _id: userId }).exec()).deletedCount,
  };
}

export type QueueSettingsRepository = ReturnType<typeof createQueueSettingsRepository>;
