import { Router } from 'express';
import { getPerformanceSummary, getPostPerformance } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { Performance } from '../../domain/metrics.ts';

export function metricsRoutes(performance: Performance): Router {
  const router = Router();
  router.get(getPerformanceSummary.path, requireUser, async (req, res) => {
    res.set('cache-control', 'no-store').json(await performance.summary(currentUser(req).userId));
  });
  router.get(getPostPerformance.path, requireUser, async (req, res) => {
    const { id } = getPostPerformance.params.parse(req.params);
    res.set('cache-control', 'no-store').json(await performance.ofPost(currentUser(req).userId, id));
  });
  return router;
}
