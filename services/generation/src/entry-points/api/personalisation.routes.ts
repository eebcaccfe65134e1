import { Router } from 'express';
import { clearPersonalisation, getPersonalisation } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { PersonalisationService } from '../../domain/personalisation/personalisation.ts';

/** What personalisation uses for the caller, and the way to make it forget. */
export function personalisationRoutes(personalisation: PersonalisationService): Router {
  const router = Router();
  router.get(getPersonalisation.path, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await personalisation.view(currentUser(req)));
  });
  router.delete(clearPersonalisation.path, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await personalisation.clear(currentUser(req)));
  });
  return router;
}
