import { periodic, type Logger } from '@chainscribe/service-kit';
import type { LibraryRepository } from '../../data-access/library.repository.ts';
import { trashCutoff } from './library-items.ts';

export interface TrashSweeperDeps {
  library: Pick<LibraryRepository, 'purgeTrashedBefore'>;
  intervalMs: number;
  now: () => Date;
  logger: Logger;
}

/**
 * Deletes for good what has been in the trash for 30 days (FerretDB 1.x has no TTL indexes).
 * Every API replica runs one: purging is idempotent, so no leader is needed. Until it runs, an
 * overdue item is already hidden from the trash and cannot be restored (library-items.ts `owned`).
 */
export function createTrashSweeper(deps: TrashSweeperDeps) {
  const log = deps.logger.child({ component: 'library-trash-sweeper' });
  return periodic(
    async () => {
      const purged = await deps.library.purgeTrashedBefore(trashCutoff(deps.now()));
      if (purged > 0) log.info({ purged }, 'items older than 30 days purged from the trash');
    },
    { intervalMs: deps.intervalMs, logger: log, skipped: 'trash purge skipped; it runs again later' },
  );
}

export type TrashSweeper = ReturnType<typeof createTrashSweeper>;
