import type { Logger } from '@chainscribe/service-kit';
import type { LibraryItemDoc } from '../../data-access/library-item.model.ts';
import type { LibraryRepository } from '../../data-access/library.repository.ts';
import type { ThreadsRepository } from '../../data-access/threads.repository.ts';
import type { TweetsRepository } from '../../data-access/tweets.repository.ts';
import { libraryItemOfThread, libraryItemOfTweet } from './from-generation.ts';

const MIGRATION = 'library-backfill-v1';

export interface BackfillDeps {
  library: Pick<LibraryRepository, 'add' | 'migrationDone' | 'markMigrationDone'>;
  threads: Pick<ThreadsRepository, 'all'>;
  tweets: Pick<TweetsRepository, 'all'>;
  now: () => Date;
  logger: Logger;
}

async function addAll<T>(docs: AsyncIterable<T>, toItem: (doc: T) => LibraryItemDoc, add: (item: LibraryItemDoc) => Promise<boolean>) {
  let added = 0;
  for await (const doc of docs) if (await add(toItem(doc))) added++;
  return added;
}

/**
 * Puts every thread and tweet generated before the library existed into it, once. Idempotent
 * (an item already there, maybe edited, is left alone), so replicas starting together or a run
 * cut short just repeat it; the mark only spares later starts the scan.
 */
export async function backfillLibrary(deps: BackfillDeps): Promise<void> {
  if (await deps.library.migrationDone(MIGRATION)) return;
  const started = performance.now();
  const add = (item: LibraryItemDoc) => deps.library.add(item);
  const threads = await addAll(deps.threads.all(), libraryItemOfThread, add);
  const tweets = await addAll(deps.tweets.all(), libraryItemOfTweet, add);
  await deps.library.markMigrationDone(MIGRATION, deps.now());
  deps.logger.info(
    { threads, tweets, ms: Math.round(performance.now() - started) },
    'library backfilled from generated threads and tweets',
  );
}
