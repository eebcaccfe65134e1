import { Router } from 'express';
import { deleteMe, exportMe } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { AccountDeletion } from '../../domain/account-deletion.ts';
import type { UserExport } from '../../domain/user-export.ts';
import { REFRESH_COOKIE, cookieOptions } from './auth.routes.ts';

/** "Download all my data" and "delete my account": always the caller's own, from the verified identity. */
export function userDataRoutes(deletion: AccountDeletion, exports: UserExport, now: () => Date): Router {
  const router = Router();
  router.get(exportMe.path, requireUser, async (req, res) => {
    const body = exportMe.response.parse(await exports.exportAll(currentUser(req)));
    const day = now().toISOString().slice(0, 10);
    res.attachment(`chainscribe-data-${day}.json`).set('Cache-Control', 'no-store').json(body);
  });
  router.delete(deleteMe.path, requireUser, async (req, res) => {
    const { email } = deleteMe.request.parse(req.body ?? {});
    const identity = currentUser(req);
    await deletion.deleteAccount(identity, email);
    res.clearCookie(REFRESH_COOKIE, cookieOptions).json({ deleted: true, userId: identity.userId });
  });
  return router;
}
