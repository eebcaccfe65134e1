import { Router } from 'express';
import {
  analyticsTest,
  errorCodes,
  getAnalytics,
  messages,
  type AnalyticsTestResponse,
  type GetAnalyticsResponse,
} from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import type { AnalyticsReader } from '../../domain/analytics.ts';

export function analyticsRoutes(reader: AnalyticsReader, now: () => Date): Router {
  const router = Router();

  // The debug flow's liveness probe: no user needed and nothing about anyone in the answer.
  router.get(analyticsTest.path, (_req, res) => {
    const body: AnalyticsTestResponse = { ok: true, service: 'analytics', time: now().toISOString() };
    res.json(body);
  });

  // `clerk_id` is only a claim: the answer is always about the gateway-verified caller.
  router.get(getAnalytics.path, requireUser, async (req, res) => {
    const { clerk_id: asked } = getAnalytics.query.parse(req.query);
    const caller = currentUser(req);
    if (asked !== undefined && asked !== caller.userId) throw AppError.forbidden(messages.forbidden, errorCodes.forbidden);
    const body: GetAnalyticsResponse = await reader.forUser(caller.userId);
    res.json(body);
  });

  return router;
}
