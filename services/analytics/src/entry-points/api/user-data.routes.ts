import { Router } from 'express';
import { internalUserExport, messages } from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import type { ActivityRepository } from '../../data-access/activity.repository.ts';

/**
 * Accounts gathering a user's export (signed with this service's key, never routed by the
 * gateway): the signed identity must be the user named in the path.
 */
export function userDataRoutes(activities: ActivityRepository): Router {
  const router = Router();
  router.get(internalUserExport.path, requireUser, async (req, res) => {
    const { id } = internalUserExport.params.parse(req.params);
    if (currentUser(req).userId !== id) throw AppError.forbidden(messages.forbidden);
    const rows = await activities.allOf(id);
    const body = internalUserExport.response.parse({
      service: 'analytics',
      data: { activities: rows.map((row) => ({ ...row, at: row.at.toISOString() })) },
    });
    res.json(body);
  });
  return router;
}
