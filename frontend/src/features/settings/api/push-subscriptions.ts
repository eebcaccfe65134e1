import type { PushSubscriptionRequest } from '@chainscribe/contracts';
import { addPushSubscription, getPushKey, removePushSubscription } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /api/users/me/push-subscriptions/key: the server's VAPID public key. */
export async function fetchPushKey(api: ApiClient): Promise<string> {
  return (await api.call(getPushKey)).publicKey;
}

/** POST /api/users/me/push-subscriptions: this device's subscription (added or refreshed by endpoint). */
export function sendPushSubscription(api: ApiClient, subscription: PushSubscriptionRequest) {
  return api.call(addPushSubscription, { body: subscription });
}

/** DELETE /api/users/me/push-subscriptions: this device stops receiving pushes. */
export function forgetPushSubscription(api: ApiClient, endpoint: string) {
  return api.call(removePushSubscription, { body: { endpoint } });
}
