import { describe, expect, it } from 'vitest';
import { createTokenCache } from '../src/auth/token-cache.ts';
import type { VerifiedToken } from '../src/auth/verified-identity.ts';

const verifiedUntil = (userId: string, expiresAt: number | null): VerifiedToken => ({
  identity: { userId, email: `${userId}@example.com`, sessionId: `sess-${userId}` },
  issuer: 'chainscribe-accounts',
  expiresAt: expiresAt === null ? null : new Date(expiresAt),
});

describe('verified tokens kept until they expire', () => {
  it('when a cached token reaches its expiry, then it is no longer answered from the cache', () => {
    let now = 1_000_000;
    const cache = createTokenCache({ maxEntries: 10, now: () => now });
    cache.set('t1', verifiedUntil('u1', now + 5_000));
    expect(cache.get('t1')?.identity.userId).toBe('u1');
    now += 4_999;
    expect(cache.get('t1')?.identity.userId).toBe('u1');
    now += 1;
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('when a token has no expiry or has already expired, then it is never kept', () => {
    const now = 1_000_000;
    const cache = createTokenCache({ maxEntries: 10, now: () => now });
    cache.set('no-exp', verifiedUntil('u1', null));
    cache.set('expired', verifiedUntil('u2', now));
    expect(cache.get('no-exp')).toBeUndefined();
    expect(cache.get('expired')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('when more tokens arrive than it holds, then the least recently used goes first', () => {
    const now = 1_000_000;
    const cache = createTokenCache({ maxEntries: 2, now: () => now });
    cache.set('a', verifiedUntil('a', now + 60_000));
    cache.set('b', verifiedUntil('b', now + 60_000));
    expect(cache.get('a')?.identity.userId).toBe('a'); // a is now the most recently used
    cache.set('c', verifiedUntil('c', now + 60_000));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.identity.userId).toBe('a');
    expect(cache.get('c')?.identity.userId).toBe('c');
  });
});
