import { accountDeletionMessages, exportServices, messages, type UserDataExport } from '@chainscribe/contracts';
import { AppError, type Identity } from '@chainscribe/service-kit';
import type { AccountDataRepository } from '../data-access/account-data.repository.ts';
import type { PersonalData } from '../data-access/personal-data.ts';
import type { PeerService, UserDataClient } from '../data-access/user-data.client.ts';

const peerServices = exportServices.filter((s): s is PeerService => s !== 'accounts');

/**
 * "Download all my data": accounts' own part and each other service's, gathered in parallel. A
 * service that cannot answer makes it a 503 naming it, never a partial file.
 */
export function createUserExport(deps: {
  data: AccountDataRepository;
  personal: Pick<PersonalData, 'exportOf'>;
  peers: UserDataClient;
  now: () => Date;
}) {
  return {
    async exportAll(identity: Identity): Promise<UserDataExport> {
      const user = await deps.data.findUser(identity.userId);
      if (!user) throw AppError.unauthorized(messages.sessionMissing, 'user_missing');
      const [accounts, personal, ...parts] = await Promise.all([
        deps.data.exportOf(user),
        deps.personal.exportOf(user.clerk_id),
        ...peerServices.map((service) => deps.peers.exportFrom(service, user.clerk_id)),
      ]);
      const byService = Object.fromEntries(
        peerServices.map((service, i) => {
          const part = parts[i];
          if (!part) throw AppError.unavailable(accountDeletionMessages.exportUnavailable(service));
          return [service, part];
        }),
      ) as Record<PeerService, NonNullable<(typeof parts)[number]>>;
      return {
        format: 'chainscribe-user-export',
        version: 1,
        userId: user.clerk_id,
        exportedAt: deps.now().toISOString(),
        services: { accounts: { ...accounts, ...personal }, ...byService },
      };
    },
  };
}

export type UserExport = ReturnType<typeof createUserExport>;
