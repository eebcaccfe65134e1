import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '@chainscribe/service-kit';
import { activityModel, type ActivityDoc, type ActivityKind } from './activity.model.ts';
import { erasedUserModel } from './erased-user.model.ts';

export type { ActivityDoc, ActivityKind } from './activity.model.ts';

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

    count(userId: string, kind: ActivityKind, scope: { month?: string } = {}): Promise<number> {
      return activities.countDocuments({ userId, kind, ...(scope.month === undefined ? {} : { month: scope.month }) }).exec();
    },

    /** Occurrences of `kind` per UTC day in [fromDay, toDay]; days without any are absent. */
    async perDay(userId: string, kind: ActivityKind, fromDay: string, toDay: string): Promise<Map<string, number>> {
      const rows = await activities
        .aggregate<{ _id: string; n: number }>([
          { $match: { userId, kind, day: { $gte: fromDay, $lte: toDay } } },
          { $group: { _id: '$day', n: { $sum: 1 } } },
        ])
        .exec();
      return new Map(rows.map((row) => [row._id, row.n]));
    },

    async countActiveDays(userId: string): Promise<number> {
      const days = await activities.aggregate<{ _id: string }>([{ $match: { userId, byUser: true } }, { $group: { _id: '$day' } }]).exec();
      return days.length;
    },

    /** The earliest UTC day with a `kind` activity (any activity of the user's own when omitted). */
    async firstDay(userId: string, kind?: ActivityKind): Promise<string | null> {
      const filter = kind === undefined ? { userId, byUser: true } : { userId, kind };
      const first = await activities.findOne(filter, { day: 1 }).sort({ day: 1 }).lean<Pick<ActivityDoc, 'day'>>().exec();
      return first?.day ?? null;
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
