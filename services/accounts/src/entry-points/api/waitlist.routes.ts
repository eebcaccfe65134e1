import { Router } from 'express';
import { joinTeamsWaitlist } from '@chainscribe/contracts';
import type { Waitlist } from '../../domain/waitlist.ts';

export function waitlistRoutes(waitlist: Waitlist): Router {
  const router = Router();
  router.post(joinTeamsWaitlist.path, async (req, res) => {
    const body = joinTeamsWaitlist.request.parse(req.body ?? {});
    res.status(201).json(joinTeamsWaitlist.response.parse(await waitlist.joinTeams(req.ip ?? 'unknown', body)));
  });
  return router;
}
