import type { Redis } from 'ioredis';

/** What the connect request left for its callback: who started it, from which session, and the PKCE verifier. */
export interface PendingConnect {
  userId: string;
  sessionId: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * OAuth `state` values in Redis with an expiry. GETDEL hands a state out once: a replayed or
 * second callback finds nothing, whatever the timing.
 */
export function createOAuthStates(redis: Redis, options: { keyPrefix: string; ttlMs: number }) {
  const key = (state: string) => `${options.keyPrefix}cs:publisher:oauth-state:${state}`;
  return {
    ttlMs: options.ttlMs,
    async save(state: string, pending: PendingConnect): Promise<void> {
      await redis.set(key(state), JSON.stringify(pending), 'PX', options.ttlMs);
    },
    async take(state: string): Promise<PendingConnect | null> {
      const raw = await redis.getdel(key(state));
      return raw ? (JSON.parse(raw) as PendingConnect) : null;
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;
