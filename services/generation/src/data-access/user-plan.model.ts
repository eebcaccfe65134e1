import { Schema, type Connection, type Model } from 'mongoose';
import type { PlanId } from '@chainscribe/contracts';

/**
 * Generation's own view of a user's plan, projected from accounts' events (or, the first time a
 * user shows up before any event, from one call to accounts). `version` is the time of the fact
 * it reflects, so an older event arriving late never overwrites a newer state.
 */
export interface UserPlanDoc {
  _id: string;
  plan: PlanId;
  isPremium: boolean;
  subscriptionExpiresAt: Date | null;
  version: Date;
  source: 'event' | 'accounts';
  updatedAt: Date;
}

const userPlanSchema = new Schema<UserPlanDoc>(
  {
    _id: { type: String, required: true },
    plan: { type: String, required: true },
    isPremium: { type: Boolean, required: true },
    subscriptionExpiresAt: { type: Date, default: null },
    version: { type: Date, required: true },
    source: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const userPlanModel = (connection: Connection): Model<UserPlanDoc> =>
  (connection.models.UserPlan as Model<UserPlanDoc> | undefined) ?? connection.model<UserPlanDoc>('UserPlan', userPlanSchema, 'user_plans');
