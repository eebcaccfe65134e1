import type { Connection } from 'mongoose';
import { isDuplicateKeyError, type Locks } from '@chainscribe/service-kit';
import { userPlanModel, type UserPlanDoc } from './user-plan.model.ts';

export type PlanFact = Omit<UserPlanDoc, '_id' | 'updatedAt'>;

export function createUserPlansRepository(connection: Connection, locks: Locks) {
  const plans = userPlanModel(connection);
  return {
    init: () => plans.init(),
    get: (userId: string) => plans.findById(userId).lean<UserPlanDoc>().exec(),

    /**
     * Applies a fact unless a newer (or the same) one is already stored. Naturally idempotent:
     * replaying an event changes nothing. Answers whether it was applied.
     */
    apply: (userId: string, fact: PlanFact, now: Date): Promise<boolean> =>
      // Under the user's lock: the version comparison is only a compare-and-set if nobody writes in between.
      locks.withLock(`plan:${userId}`, async () => {
      try {
        const result = await plans
          .updateOne({ _id: userId, version: { $lt: fact.version } }, { $set: { ...fact, updatedAt: now } }, { upsert: true })
          .exec();
        return result.modifiedCount + result.upsertedCount > 0;
      } catch (err) {
        // The document exists with a newer version: the upsert tried to insert a second one.
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
      }),
  };
}

export type UserPlansRepository = ReturnType<typeof createUserPlansRepository>;
