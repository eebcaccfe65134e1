import { Router } from 'express';
import { getTokenData } from '@chainscribe/contracts';
import type { TokenDataService } from '../../domain/token-data.ts';

/** Call 7: live figures for one token; an unreachable upstream is a 200 with `status: 'unavailable'`. */
export function tokenDataRoutes(deps: { tokenData: TokenDataService }): Router {
  const router = Router();
  router.get(getTokenData.path, async (req, res) => {
    const { symbol } = getTokenData.query.parse(req.query);
    res.json(await deps.tokenData.get(symbol));
  });
  return router;
}
