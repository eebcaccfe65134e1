import { accountDeletionMessages, createEvent, messages, type DomainEvent } from '@chainscribe/contracts';
import { AppError, type Identity, type Logger } from '@chainscribe/service-kit';
import type { AccountDataRepository } from '../data-access/account-data.repository.ts';
import type { PersonalData } from '../data-access/personal-data.ts';
import type { UserDataClient } from '../data-access/user-data.client.ts';

export interface AccountDeletionDeps {
  data: AccountDataRepository;
  /** Profile, settings, consents, push subscriptions. */
  personal: Pick<PersonalData, 'erase'>;
  peers: UserDataClient;
  revocations: { revoke(sessionIds: readonly string[]): Promise<void> };
  limiter: { forget(identifier: string): Promise<void> };
  /** Closes the sessions' open event streams on this replica. */
  onSessionsEnded: (sessionIds: readonly string[]) => void;
  publish: (event: DomainEvent) => Promise<void>;
  now: () => Date;
  logger: Logger;
}

export function createAccountDeletion(deps: AccountDeletionDeps) {
  /**
   * Accounts' own part of an erasure, safe to run any number of times: sessions are revoked for
   * the gateway first (old access tokens are refused at once), then rows go, the user row last.
   */
  async function eraseHere(userId: string): Promise<void> {
    const user = await deps.data.findUser(userId);
    if (user) {
      const sessionIds = await deps.data.sessionIdsOf(user._id);
      await deps.revocations.revoke(sessionIds);
      deps.onSessionsEnded(sessionIds);
      await deps.data.eraseSessionsAndResets(user._id);
      // The sign-in brake's key for this account (auth.ts names identifiers `email:…` / `phone:…`).
      if (user.email) await deps.limiter.forget(`email:${user.email}`);
      if (user.phone) await deps.limiter.forget(`phone:${user.phone}`);
    }
    const payments = await deps.data.detachPayments(userId);
    await deps.personal.erase(userId);
    await deps.data.eraseUser(userId);
    deps.logger.info({ userId, payments }, 'account erased');
  }

  return {
    /**
     * DELETE /api/users/me: the typed email (or phone) must be the account's. Event first: once
     * user.deleted is on Kafka every service will erase; then accounts erases its own part at once
     * so the caller is signed out everywhere before the answer (its consumer repeats it harmlessly).
     */
    async deleteAccount(identity: Identity, typed: string): Promise<void> {
      const user = await deps.data.findUser(identity.userId);
      if (!user) throw AppError.unauthorized(messages.sessionMissing, 'user_missing');
      const expected = user.email ?? user.phone ?? '';
      if (expected === '' || typed.trim().toLowerCase() !== expected.toLowerCase())
        throw AppError.badRequest(accountDeletionMessages.confirmMismatch, 'confirmation_mismatch');
      const now = deps.now();
      await deps.publish(
        createEvent(
          'user.deleted',
          { userId: user.clerk_id, deletedAt: now.toISOString() },
          { key: user.clerk_id, producer: 'accounts', occurredAt: now },
        ),
      );
      await eraseHere(user.clerk_id);
    },

    /**
     * Clerk's own user.deleted webhook: the identity is gone, so there is nothing to confirm. Same
     * event and erasure as a deletion from the app; a redelivery publishes the same event id again.
     */
    async deleteByIdentityProvider(userId: string): Promise<void> {
      const now = deps.now();
      await deps.publish(
        createEvent('user.deleted', { userId, deletedAt: now.toISOString() }, { key: userId, producer: 'accounts', occurredAt: now }),
      );
      await eraseHere(userId);
    },

    /** user.deleted: accounts' part again (a crash after the publish), and research's, which hears no events. */
    async applyDeleted(userId: string): Promise<void> {
      await eraseHere(userId);
      await deps.peers.eraseInResearch(userId);
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
