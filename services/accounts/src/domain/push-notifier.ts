import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Logger } from '@chainscribe/service-kit';
import type { PushSubscriptionsRepository } from '../data-access/push-subscriptions.repository.ts';
import type { SettingsService } from './settings.ts';
import type { VapidKeys } from './vapid.ts';

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the notification takes the user (a path of the app). */
  url: string;
}

export type PushOutcome = { sent: number } | { skipped: 'setting_off' | 'no_subscription' };

/**
 * Sends one notification to every browser the user subscribed, when their settings allow it.
 * Subscriptions the push service reports gone (404, 410) are dropped; other failures are logged
 * and do not stop the others.
 */
export function createPushNotifier(deps: {
  vapid: VapidKeys & { subject: string };
  subscriptions: PushSubscriptionsRepository;
  settings: Pick<SettingsService, 'valuesOf'>;
  timeoutMs: number;
  logger: Logger;
  /** TLS trust for a push service with a private certificate (the tests' stand-in). */
  agent?: Agent;
}) {
  const vapidDetails = { subject: deps.vapid.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey };
  return {
    publicKey: deps.vapid.publicKey,
    async notify(userId: string, message: PushMessage): Promise<PushOutcome> {
      if (!(await deps.settings.valuesOf(userId)).pushNotifications) return { skipped: 'setting_off' };
      const targets = await deps.subscriptions.of(userId);
      if (targets.length === 0) return { skipped: 'no_subscription' };
      const payload = JSON.stringify(message);
      const results = await Promise.all(
        targets.map(async (target) => {
          try {
            await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
              vapidDetails,
              TTL: 3600,
              timeout: deps.timeoutMs,
              ...(deps.agent ? { agent: deps.agent } : {}),
            });
            return true;
          } catch (err) {
            if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
              await deps.subscriptions.forget(target._id);
            } else deps.logger.warn({ err, userId }, 'push notification not delivered');
            return false;
          }
        }),
      );
      return { sent: results.filter(Boolean).length };
    },
  };
}

export type PushNotifier = ReturnType<typeof createPushNotifier>;
