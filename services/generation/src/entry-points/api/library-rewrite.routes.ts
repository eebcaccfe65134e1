import { Router } from 'express';
import { rewriteLibraryItem } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import { requestRewrite, type RewriteRequestDeps } from '../../domain/library/rewrite-requests.ts';
import { answer, wantsAsync } from './async-mode.ts';

/** "Rewrite this tweet", "Make it shorter", "Stronger hook": 200 with the suggestion, or 202 with the job to follow. */
export function libraryRewriteRoutes(deps: RewriteRequestDeps): Router {
  const router = Router();
  router.post(rewriteLibraryItem.path, requireUser, async (req, res) => {
    const { id } = rewriteLibraryItem.params.parse(req.params);
    const body = rewriteLibraryItem.request.parse(req.body ?? {});
    answer(res, await requestRewrite(deps, currentUser(req), id, body, { wait: !wantsAsync(req) }));
  });
  return router;
}
