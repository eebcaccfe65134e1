import { Router } from 'express';
import { addPushSubscription, getPushKey, removePushSubscription } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { PushSubscriptionsRepository } from '../../data-access/push-subscriptions.repository.ts';

/** The caller's Web Push subscriptions, one per browser; whether pushes go out is the setting's call. */
export function pushRoutes(deps: { publicKey: string; subscriptions: PushSubscriptionsRepository; now: () => Date }): Router {
  const router = Router();
  router.get(getPushKey.path, requireUser, (_req, res) => {
    res.json({ publicKey: deps.publicKey });
  });
  router.post(addPushSubscription.path, requireUser, async (req, res) => {
    const request = addPushSubscription.request.parse(req.body);
    const doc = await deps.subscriptions.add(currentUser(req).userId, request, deps.now());
    res.status(201).json({ id: doc._id, endpoint: doc.endpoint, createdAt: doc.created_at.toISOString() });
  });
  router.delete(removePushSubscription.path, requireUser, async (req, res) => {
    const { endpoint } = removePushSubscription.request.parse(req.body);
    res.json({ removed: await deps.subscriptions.remove(currentUser(req).userId, endpoint) });
  });
  return router;
}
