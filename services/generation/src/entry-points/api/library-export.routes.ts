import { Router, type Response } from 'express';
import { exportLibrary, exportLibraryItem, type LibraryExportFormat, type LibraryItem } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { Library } from '../../domain/library/library.ts';
import { exportContentTypes, writeExport } from '../../domain/library/export-formats.ts';

/**
 * Reads the first batch before answering, so an engine that is down is still a clean 503; once
 * the download has started, a failure can only cut it short (logged).
 */
async function startedStream(items: AsyncIterable<LibraryItem>): Promise<AsyncIterable<LibraryItem>> {
  const iterator = items[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}

async function send(res: Response, format: LibraryExportFormat, filename: string, items: AsyncIterable<LibraryItem>, now: Date) {
  const stream = await startedStream(items);
  res.status(200).set({
    'content-type': exportContentTypes[format],
    'content-disposition': `attachment; filename="${filename}.${format}"`,
    'cache-control': 'no-store',
  });
  await writeExport(format, stream, res, now).catch((err: unknown) => {
    res.req.log.warn({ err: (err as Error).message }, 'library export cut short');
  });
}

/** `GET /api/library/export` (whole library) and `GET /api/library/:id/export` (one item). */
export function libraryExportRoutes(library: Library, now: () => Date): Router {
  const router = Router();
  router.get(exportLibrary.path, requireUser, async (req, res) => {
    const { format } = exportLibrary.query.parse(req.query);
    const at = now();
    await send(res, format, `chainscribe-library-${at.toISOString().slice(0, 10)}`, library.exportAll(currentUser(req).userId), at);
  });
  router.get(exportLibraryItem.path, requireUser, async (req, res) => {
    const { id } = exportLibraryItem.params.parse(req.params);
    const { format } = exportLibraryItem.query.parse(req.query);
    const item = await library.get(currentUser(req).userId, id);
    const safeId = item.id.replace(/[^A-Za-z0-9_-]/g, '_');
    await send(
      res,
      format,
      `chainscribe-${safeId}`,
      (async function* () {
        yield item;
      })(),
      now(),
    );
  });
  return router;
}
