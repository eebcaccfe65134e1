import { Router } from 'express';
import { getThreadPlan, getTweetLimit, type GetThreadPlanResponse, type GetTweetLimitResponse } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { GenerationRequests } from '../../domain/generation-requests.ts';

/** Calls 8 and 10: what the caller's plan allows and how much of today is left. */
export function planRoutes(requests: GenerationRequests): Router {
  const router = Router();
  router.get(getThreadPlan.path, requireUser, async (req, res) => {
    const body: GetThreadPlanResponse = await requests.plan(currentUser(req));
    res.json(body);
  });
  router.get(getTweetLimit.path, requireUser, async (req, res) => {
    const body: GetTweetLimitResponse = await requests.tweetLimit(currentUser(req));
    res.json(body);
  });
  return router;
}
