import type { UserDataPart } from '@chainscribe/contracts';
import type { Logger } from '@chainscribe/service-kit';
import type { ConnectionsRepository } from '../data-access/connections.repository.ts';
import type { MetricsRepository } from '../data-access/metrics.repository.ts';
import type { PostsRepository } from '../data-access/posts.repository.ts';
import type { QueueSettingsRepository } from '../data-access/queue-settings.repository.ts';
import type { UserPlansRepository } from '../data-access/user-plans.repository.ts';

/**
 * A user's publisher data: erased on user.deleted (deletes by user id, so a redelivery is
 * harmless), and exported without the sealed tokens (they are secrets, not the user's data).
 */
export function createUserData(deps: {
  connections: ConnectionsRepository;
  /** Revokes the user's tokens at X (as Disconnect does): a deleted account leaves no grant behind at X. */
  revokeAtX: (userId: string) => Promise<unknown>;
  posts: PostsRepository;
  samples: MetricsRepository;
  settings: QueueSettingsRepository;
  plans: UserPlansRepository;
  logger: Logger;
}) {
  return {
    async erase(userId: string): Promise<void> {
      // The grant at X goes first; when X cannot be reached the erasure still happens (the tokens are
      // deleted with the rest, so nothing here can use them again), and the operator is told.
      await deps
        .revokeAtX(userId)
        .catch((err: unknown) =>
          deps.logger.warn(
            { userId, err: (err as Error).message },
            'X tokens of a deleted user not revoked at X; erased here all the same',
          ),
        );
      const counts = await Promise.all([
        deps.connections.eraseUser(userId),
        deps.posts.eraseUser(userId),
        deps.samples.eraseUser(userId),
        deps.settings.eraseUser(userId),
        deps.plans.eraseUser(userId),
      ]);
      deps.logger.info({ userId, deleted: counts.reduce((a, b) => a + b, 0) }, 'publisher data erased');
    },

    async exportOf(userId: string): Promise<UserDataPart> {
      const [connection, posts, samples, settings] = await Promise.all([
        deps.connections.get(userId),
        deps.posts.allOf(userId),
        deps.samples.allOf(userId),
        deps.settings.get(userId),
      ]);
      const plain = <T extends object>(row: T) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
      return {
        xConnections: connection
          ? [
              {
                xUserId: connection.xUserId,
                username: connection.username,
                name: connection.name,
                state: connection.state,
                connectedAt: connection.connectedAt.toISOString(),
              },
            ]
          : [],
        posts: posts.map(plain),
        metrics: samples.map(plain),
        queueSettings: settings ? [plain(settings)] : [],
      };
    },
  };
}

export type UserData = ReturnType<typeof createUserData>;
