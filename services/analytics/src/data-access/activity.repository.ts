import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '@chainscribe/service-kit';
import { activityModel, type ActivityDoc, type ActivityKind } from './activity.model.ts';
import { erasedUserModel } from './erased-user.model.ts';

export type { ActivityDoc, ActivityKind } from './activity.model.ts';

/** The number of a user's facts of one kind on one UTC day, by whether they acted themselves. */
export interface ActivityTally {
  kind: ActivityKind;
  day: string;
  byUser: boolean;
  n: number;
}

/**
 * Reads and writes of the activity projection. Only finds, counts and `$group` with `$sum`: what
 * FerretDB v1 serves (ARCHITECTURE §3), no `$lookup`/`$facet`. No `distinct` either: FerretDB's
 * refuses the `maxTimeMS` that the driver's operation deadline adds to every command.
 */
export function createActivityRepository(connection: Connection) {
  const activities = activityModel(connection);
  const erased = erasedUserModel(connection);
  return {
    async init(): Promise<void> {
      await Promise.all([activities.init(), erased.init()]);
    },

    /** Marks the user erased first, then deletes their facts: an event applied in between is caught by `isErased`. */
    async eraseUser(userId: string, at: Date): Promise<number> {
      await erased.updateOne({ _id: userId }, { $setOnInsert: { erasedAt: at } }, { upsert: true }).exec();
      const { deletedCount } = await activities.deleteMany({ userId }).exec();
      return deletedCount;
    },

    isErased: async (userId: string): Promise<boolean> => (await erased.exists({ _id: userId }).exec()) !== null,

    /** Removes one fact (an event that raced the erasure of its user). */
    async remove(id: string): Promise<void> {
      await activities.deleteOne({ _id: id }).exec();
    },

    /** Every fact about the user, oldest first (their data export). */
    allOf: (userId: string) => activities.find({ userId }).sort({ at: 1 }).lean<ActivityDoc[]>().exec(),

    /** Answers false when the event was applied before (same id): the insert is the idempotency check. */
    async insert(activity: ActivityDoc): Promise<boolean> {
      try {
        await activities.create(activity);
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },

    /**
     * How many facts the user has per kind, UTC day and "by the user" flag: one read that every
     * figure on the analytics page is summed from. FerretDB v1 scans the collection for each query
     * it is sent, so ten separate counts cost ten scans (about 350 ms against 50 for this one on
     * 1,600 facts, idle), and under load those ran past the operation deadline.
     */
    async tally(userId: string): Promise<ActivityTally[]> {
      const rows = await activities
        .aggregate<{ _id: Omit<ActivityTally, 'n'>; n: number }>([
          { $match: { userId } },
          { $group: { _id: { kind: '$kind', day: '$day', byUser: '$byUser' }, n: { $sum: 1 } } },
        ])
        .exec();
      return rows.map(({ _id, n }) => ({ ..._id, n }));
    },

    /** Drops the whole projection (rebuild); the indexes come back with `init` on the next start. */
    async drop(): Promise<boolean> {
      const db = connection.db;
      if (!db) throw new Error('MongoDB connection is not open');
      const existing = await db.listCollections({ name: activities.collection.collectionName }, { nameOnly: true }).toArray();
      if (existing.length === 0) return false;
      await activities.collection.drop();
      return true;
    },

    countAll: (): Promise<number> => activities.countDocuments({}).exec(),
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
