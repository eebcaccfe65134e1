import type { Connection } from 'mongoose';
import { fencedUpdateOne, type Locks } from '@chainscribe/service-kit';
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
      // Under the user's lock: the version comparison is only a compare-and-set if nobody writes in
      // between, and the fence refuses a write that stalled past the lock.
      locks.withLock(`plan:${userId}`, async (lease) => {
        const { written } = await fencedUpdateOne(
          plans.collection,
          lease,
          { _id: userId, version: { $lt: fact.version } },
          { $set: { ...fact, updatedAt: now } },
          { upsert: true },
        );
        return written;
      }),
  };
}

export type UserPlansRepository = ReturnType<typeof createUserPlansRepository>;
