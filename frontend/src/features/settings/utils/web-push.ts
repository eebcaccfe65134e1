import { pushSubscriptionRequestSchema } from '@chainscribe/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { fetchPushKey, forgetPushSubscription, sendPushSubscription } from '../api/push-subscriptions.ts';

/** The service worker that shows the pushes (frontend/public/push-worker.js). */
export const PUSH_WORKER_URL = '/push-worker.js';

export class PushUnavailableError extends Error {}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** VAPID keys travel as URL-safe base64; `pushManager.subscribe` wants the raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = window.atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission (this must run from the user's click), registers the worker,
 * subscribes with the server's VAPID key and sends the subscription to the API. Throws a
 * PushUnavailableError with the reason to show when any step cannot be done.
 */
export async function subscribeToPush(api: ApiClient): Promise<void> {
  if (!pushSupported()) throw new PushUnavailableError('This browser cannot receive push notifications.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushUnavailableError('Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.');
  const publicKey = await fetchPushKey(api);
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL);
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  await sendPushSubscription(api, pushSubscriptionRequestSchema.parse(subscription.toJSON()));
}

/** Removes this device's subscription on the server and in the browser (nothing to do without one). */
export async function unsubscribeFromPush(api: ApiClient): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await forgetPushSubscription(api, subscription.endpoint);
  await subscription.unsubscribe();
}

/** Whether this browser holds a push subscription (the setting is the account's; subscriptions are per device). */
export async function thisDeviceSubscribed(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL);
  return Boolean(await registration?.pushManager.getSubscription());
}
