import { Router } from 'express';
import { getSettings, updateSettings } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { SettingsService } from '../../domain/settings.ts';

/** The caller's own settings; the id comes from the gateway-verified identity. */
export function settingsRoutes(settings: SettingsService): Router {
  const router = Router();
  router.get(getSettings.path, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await settings.get(currentUser(req).userId));
  });
  router.put(updateSettings.path, requireUser, async (req, res) => {
    const values = updateSettings.request.parse(req.body);
    res.set('Cache-Control', 'no-store').json(await settings.update(currentUser(req).userId, values));
  });
  return router;
}
