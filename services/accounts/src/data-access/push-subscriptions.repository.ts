import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { PushSubscriptionRequest } from '@chainscribe/contracts';

/** One browser's Web Push subscription; the id is a hash of the endpoint, so subscribing again replaces it. */
export interface PushSubscriptionDoc {
  _id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
}

const pushSubscriptionSchema = new Schema<PushSubscriptionDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    endpoint: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'push_subscriptions' },
);

const pushSubscriptionModel = (connection: Connection): Model<PushSubscriptionDoc> =>
  (connection.models.PushSubscription as Model<PushSubscriptionDoc> | undefined) ??
  connection.model<PushSubscriptionDoc>('PushSubscription', pushSubscriptionSchema);

export const subscriptionIdOf = (endpoint: string): string => createHash('sha256').update(endpoint).digest('hex');

export function createPushSubscriptionsRepository(connection: Connection) {
  const subscriptions = pushSubscriptionModel(connection);
  return {
    init: () => subscriptions.init(),
    async add(userId: string, request: PushSubscriptionRequest, at: Date): Promise<PushSubscriptionDoc> {
      const doc: PushSubscriptionDoc = {
        _id: subscriptionIdOf(request.endpoint),
        user_id: userId,
        endpoint: request.endpoint,
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        created_at: at,
      };
      // An endpoint belongs to one browser: whoever subscribes it last receives its pushes.
      await subscriptions.replaceOne({ _id: doc._id }, doc, { upsert: true }).exec();
      return doc;
    },
    async remove(userId: string, endpoint: string): Promise<boolean> {
      const { deletedCount } = await subscriptions.deleteOne({ _id: subscriptionIdOf(endpoint), user_id: userId }).exec();
      return deletedCount > 0;
    },
    /** Drops a subscription the push service says is gone (404/410). */
    async forget(id: string): Promise<void> {
      await subscriptions.deleteOne({ _id: id }).exec();
    },
    of: (userId: string) => subscriptions.find({ user_id: userId }).lean<PushSubscriptionDoc[]>().exec(),
    async erase(userId: string): Promise<void> {
      await subscriptions.deleteMany({ user_id: userId }).exec();
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
