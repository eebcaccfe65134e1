import { Router } from 'express';
import type { KeyRing } from '../../domain/key-ring.ts';

/** Public keys for verifying access tokens; the gateway fetches this and refetches on an unknown kid. */
export function jwksRoutes(keys: KeyRing): Router {
  const router = Router();
  router.get('/.well-known/jwks.json', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(await keys.jwks());
  });
  return router;
}
