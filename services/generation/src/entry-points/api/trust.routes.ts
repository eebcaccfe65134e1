import { Router, type Request } from 'express';
import { lintText, recheckLibraryItem, type LibraryItem } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { Recheck } from '../../domain/citations/recheck.ts';
import type { LintService } from '../../domain/lint/lint-service.ts';

/** The compliance lint on any text, and the re-check of an item's cited figures before it leaves the editor (issue 22). */
export function trustRoutes(deps: { lint: LintService; recheck: Recheck }): Router {
  const router = Router();
  router.post(lintText.path, requireUser, async (req, res) => {
    res.set('cache-control', 'no-store').json(await deps.lint.lint(currentUser(req), lintText.request.parse(req.body ?? {})));
  });
  router.post(recheckLibraryItem.path, requireUser, async (req, res) => {
    const { id } = recheckLibraryItem.params.parse(req.params);
    res.set('cache-control', 'no-store').json(await deps.recheck(currentUser(req).userId, id));
  });
  return router;
}

/** One item's answer with the lint of its text as it stands (lists leave it null: one call per item would be too many). */
export const withLint =
  (lint: LintService) =>
  async (req: Request, item: LibraryItem): Promise<LibraryItem> => ({
    ...item,
    lint: await lint.lint(currentUser(req), { tweets: item.tweets, symbol: item.symbol, sponsored: item.sponsored }),
  });
