import { Schema, type Connection, type Model } from 'mongoose';
import type { PlanId } from '@chainscribe/contracts';
import { fencedUpdateOne, type Locks } from '@chainscribe/service-kit';

/**
 * The publisher's view of a user's plan, projected from accounts' user.registered and
 * user.plan_changed events. `version` is the time of the fact, so a late older event never wins.
 */
export interface UserPlanDoc {
  _id: string;
  plan: PlanId;
  isPremium: boolean;
  subscriptionExpiresAt: Date | null;
  version: Date;
}

const schema = new Schema<UserPlanDoc>(
  {
    _id: { type: String, required: true },
    plan: { type: String, required: true },
    isPremium: { type: Boolean, required: true },
    subscriptionExpiresAt: { type: Date, default: null },
    version: { type: Date, required: true },
  },
  { versionKey: false },
);

const modelOf = (connection: Connection): Model<UserPlanDoc> =>
  (connection.models.UserPlan as Model<UserPlanDoc> | undefined) ?? connection.model<UserPlanDoc>('UserPlan', schema, 'user_plans');

export function createUserPlansRepository(connection: Connection, locks: Locks) {
  const model = modelOf(connection);
  return {
    init: () => model.init(),
    get: (userId: string) => model.findById(userId).lean<UserPlanDoc>().exec(),
    /** Stores the fact unless a newer one is there (a compare-and-set only under the lock, with a fence). */
    apply: (fact: UserPlanDoc) =>
      locks.withLock(`plan:${fact._id}`, async (lease) => {
        const { _id, ...fields } = fact;
        await fencedUpdateOne(model.collection, lease, { _id, version: { $lt: fact.version } }, { $set: fields }, { upsert: true });
      }),
    eraseUser: async (userId: string) => (await model.deleteMany({ _id: userId }).exec()).deletedCount,
  };
}

export type UserPlansRepository = ReturnType<typeof createUserPlansRepository>;
