/**
 * Redis keys read by more than one service. Accounts writes a revoked session here so the gateway
 * refuses its still-unexpired access tokens at once (one EXISTS per request).
 */
export const redisKeys = (prefix = '') =>
  ({
    revokedSession: (sessionId: string) => `${prefix}cs:auth:revoked-session:${sessionId}`,
    seenSession: (sessionId: string) => `${prefix}cs:gateway:seen-session:${sessionId}`,
    rateLimit: (name: string) => `${prefix}cs:rl:${name}`,
  }) as const;
