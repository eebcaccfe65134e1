import type { Redis } from 'ioredis';
import { redisKeys } from '@chainscribe/contracts';

/** Tells the gateway to refuse a session's access tokens before they expire on their own. */
export function createRevocations(redis: Redis, accessTokenTtlSeconds: number, keyPrefix: string) {
  const keys = redisKeys(keyPrefix);
  return {
    async revoke(sessionIds: readonly string[]): Promise<void> {
      if (sessionIds.length === 0) return;
      const pipeline = redis.pipeline();
      for (const id of sessionIds) pipeline.set(keys.revokedSession(id), '1', 'EX', accessTokenTtlSeconds + 60);
      await pipeline.exec();
    },
    /** Whether the session was revoked (within the access-token lifetime, which is all the key keeps). */
    async isRevoked(sessionId: string): Promise<boolean> {
      return (await redis.exists(keys.revokedSession(sessionId))) === 1;
    },
  };
}

export type Revocations = ReturnType<typeof createRevocations>;
