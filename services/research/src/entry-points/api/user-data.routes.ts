import { Router, type Request } from 'express';
import { internalUserErase, internalUserExport, messages } from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import type { UserBudget } from '../../data-access/user-budget.ts';

/** The signed identity must be the user named in the path (accounts signs as that user). */
function ownId(req: Request): string {
  const { id } = internalUserExport.params.parse(req.params);
  if (currentUser(req).userId !== id) throw AppError.forbidden(messages.forbidden);
  return id;
}

/**
 * Accounts' calls for a user's export and erasure. Research has no Kafka connection, so accounts
 * erases research's part with this signed call while it applies user.deleted (issue 18).
 */
export function userDataRoutes(budget: UserBudget): Router {
  const router = Router();
  router.get(internalUserExport.path, requireUser, async (req, res) => {
    const days = await budget.exportOf(ownId(req));
    res.json(internalUserExport.response.parse({ service: 'research', data: { research_budget: days } }));
  });
  router.delete(internalUserErase.path, requireUser, async (req, res) => {
    await budget.erase(ownId(req));
    res.json({ erased: true });
  });
  return router;
}
