import { Router } from 'express';
import { messages, internalUserExport } from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import type { UserData } from '../../domain/user-data.ts';

/** Accounts gathering a user's export (signed with this service's key, never routed by the gateway). */
export function userDataRoutes(userData: UserData): Router {
  const router = Router();
  router.get(internalUserExport.path, requireUser, async (req, res) => {
    const { id } = internalUserExport.params.parse(req.params);
    if (currentUser(req).userId !== id) throw AppError.forbidden(messages.forbidden);
    res.json(internalUserExport.response.parse({ service: 'publisher', data: await userData.exportOf(id) }));
  });
  return router;
}
