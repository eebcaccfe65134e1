import type { VerifiedToken } from './verified-identity.ts';

/**
 * Tokens that verified, kept until they expire so a busy session is not RSA-checked on every
 * call. Bounded (least recently used goes first) so a flood of distinct tokens cannot grow it.
 * Only the signature check is skipped: whether the session was revoked is still asked on every
 * request, and a token without an expiry is never kept.
 */
export function createTokenCache(options: { maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, VerifiedToken & { expiresAt: Date }>();
  return {
    get(token: string): VerifiedToken | undefined {
      const hit = entries.get(token);
      if (!hit) return undefined;
      entries.delete(token);
      if (hit.expiresAt.getTime() <= now()) return undefined;
      entries.set(token, hit);
      return hit;
    },
    set(token: string, verified: VerifiedToken): void {
      const { expiresAt } = verified;
      if (!expiresAt || expiresAt.getTime() <= now()) return;
      entries.delete(token);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { ...verified, expiresAt });
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type TokenCache = ReturnType<typeof createTokenCache>;
