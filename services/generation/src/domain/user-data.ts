import type { UserDataPart } from '@chainscribe/contracts';
import type { Logger } from '@chainscribe/service-kit';
import type { UserDataRepository } from '../data-access/user-data.repository.ts';

export interface UserDataDeps {
  repository: UserDataRepository;
  /** The library erases its own items, versions and search index. */
  library: { deleteAllForUser(userId: string): Promise<number> };
  quota: { forget(userId: string): Promise<number> };
  now: () => Date;
  logger: Logger;
}

/** What generation holds about a user: handed over in their export, erased when the account goes. */
export function createUserData(deps: UserDataDeps) {
  return {
    exportOf: (userId: string): Promise<UserDataPart> => deps.repository.exportOf(userId),

    isErased: (userId: string): Promise<boolean> => deps.repository.isErased(userId),

    /**
     * Marks the user erased (so requests still queued are dropped), then deletes. Idempotent: a
     * replayed user.deleted, or a worker erasing again after a job that raced it, finds nothing.
     */
    async erase(userId: string): Promise<void> {
      await deps.repository.markErased(userId, deps.now());
      const erased = await deps.repository.erase(userId);
      const libraryItems = await deps.library.deleteAllForUser(userId);
      const counters = await deps.quota.forget(userId);
      deps.logger.info({ userId, erased, libraryItems, counters }, 'user data erased');
    },
  };
}

export type UserData = ReturnType<typeof createUserData>;
