import type { UserDataPart } from '@chainscribe/contracts';
import type { Logger } from '@chainscribe/service-kit';
import type { UserDataRepository } from '../data-access/user-data.repository.ts';

export interface UserDataDeps {
  repository: UserDataRepository;
  quota: { forget(userId: string): Promise<number> };
  logger: Logger;
}

/** What generation holds about a user: handed over in their export, erased when the account goes. */
export function createUserData(deps: UserDataDeps) {
  return {
    exportOf: (userId: string): Promise<UserDataPart> => deps.repository.exportOf(userId),

    /** Idempotent: a replayed user.deleted finds nothing left and changes nothing. */
    async erase(userId: string): Promise<void> {
      const erased = await deps.repository.erase(userId);
      const counters = await deps.quota.forget(userId);
      deps.logger.info({ userId, erased, counters }, 'user data erased');
    },
  };
}

export type UserData = ReturnType<typeof createUserData>;
