import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import {
  PROBLEM_CONTENT_TYPE,
  createLibraryItem,
  deleteLibraryItem,
  emptyLibraryTrash,
  getLibraryItem,
  listLibrary,
  listLibraryVersions,
  patchLibraryItem,
  restoreLibraryItem,
  restoreLibraryVersion,
  type LibraryConflict,
  type LibraryItem,
} from '@chainscribe/contracts';
import { currentUser, problemBody, requireUser } from '@chainscribe/service-kit';
import type { Library } from '../../domain/library/library.ts';
import { VersionConflictError, etagOf, parseIfMatch } from '../../domain/library/versioning.ts';

const userOf = (req: Request): string => currentUser(req).userId;

/** Every answer that carries an item carries its version as the ETag. */
function sendItem(res: Response, item: LibraryItem, status = 200): void {
  res
    .status(status)
    .set({ etag: etagOf(item.version), 'cache-control': 'no-store' })
    .json(item);
}

/** A stale `If-Match`: the problem plus the stored item, so the editor can show both texts. */
const conflictHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (!(err instanceof VersionConflictError) || res.headersSent) {
    next(err);
    return;
  }
  const body: LibraryConflict = {
    ...problemBody(412, err.message, { code: err.code, title: 'Precondition Failed', ...(req.id ? { requestId: req.id } : {}) }),
    current: err.current,
  };
  res
    .status(412)
    .set({ etag: etagOf(err.current.version) })
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(body));
};

/** What an item's own answer adds to it (the lint of its text); lists and trash moves answer the item as stored. */
export type PresentItem = (req: Request, item: LibraryItem) => Promise<LibraryItem>;

/** The library's own routes (issue 18); the fixed paths come before `/:id`. */
export function libraryRoutes(library: Library, present: PresentItem = (_req, item) => Promise.resolve(item)): Router {
  const router = Router();
  router.get(listLibrary.path, requireUser, async (req, res) => {
    res.set('cache-control', 'no-store').json(await library.list(userOf(req), listLibrary.query.parse(req.query)));
  });
  router.post(createLibraryItem.path, requireUser, async (req, res) => {
    const item = await library.create(userOf(req), createLibraryItem.request.parse(req.body ?? {}));
    res.location(`${createLibraryItem.path}/${encodeURIComponent(item.id)}`);
    sendItem(res, await present(req, item), 201);
  });
  router.delete(emptyLibraryTrash.path, requireUser, async (req, res) => {
    res.json(await library.emptyTrash(userOf(req)));
  });
  router.get(getLibraryItem.path, requireUser, async (req, res) => {
    sendItem(res, await present(req, await library.get(userOf(req), getLibraryItem.params.parse(req.params).id)));
  });
  router.patch(patchLibraryItem.path, requireUser, async (req, res) => {
    const { id } = patchLibraryItem.params.parse(req.params);
    const change = patchLibraryItem.request.parse(req.body ?? {});
    sendItem(res, await present(req, await library.patch(userOf(req), id, parseIfMatch(req.get('if-match')), change)));
  });
  router.delete(deleteLibraryItem.path, requireUser, async (req, res) => {
    sendItem(res, await library.trash(userOf(req), deleteLibraryItem.params.parse(req.params).id));
  });
  router.post(restoreLibraryItem.path, requireUser, async (req, res) => {
    sendItem(res, await library.restore(userOf(req), restoreLibraryItem.params.parse(req.params).id));
  });
  router.get(listLibraryVersions.path, requireUser, async (req, res) => {
    const { id } = listLibraryVersions.params.parse(req.params);
    res.set('cache-control', 'no-store').json(await library.versions(userOf(req), id, listLibraryVersions.query.parse(req.query)));
  });
  router.post(restoreLibraryVersion.path, requireUser, async (req, res) => {
    const { id, version } = restoreLibraryVersion.params.parse(req.params);
    const restored = await library.restoreVersion(userOf(req), id, version, parseIfMatch(req.get('if-match')));
    sendItem(res, await present(req, restored));
  });
  router.use(conflictHandler);
  return router;
}
