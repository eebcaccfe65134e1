import type { Logger } from '@chainscribe/service-kit';
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
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;

  const runOnce = (): Promise<void> => {
    sweeping ??= deps.library
      .purgeTrashedBefore(trashCutoff(deps.now()))
      .then((purged) => {
        if (purged > 0) log.info({ purged }, 'items older than 30 days purged from the trash');
      })
      .catch((err: unknown) => log.warn({ err: (err as Error).message }, 'trash purge skipped; it runs again later'))
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };

  return {
    runOnce,
    start(): void {
      timer ??= setInterval(() => void runOnce(), deps.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
    },
  };
}

export type TrashSweeper = ReturnType<typeof createTrashSweeper>;
