import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { TokenRejected, type TokenVerifier } from './verified-identity.ts';

/**
 * Verifies our own RS256 access tokens against the accounts JWKS. jose caches the key set and
 * refetches it when a token names an unknown `kid`, so a newly added key works at once.
 */
export function createLocalVerifier(options: { jwksUrl: string; issuer: string; audience: string }): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000 });
  return {
    mode: 'local',
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, jwks, { algorithms: ['RS256'], issuer: options.issuer, audience: options.audience });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new TokenRejected('Invalid authentication token');
        return {
          identity: { userId: payload.sub, email: typeof payload.email === 'string' ? payload.email : '', sessionId: payload.sid },
          issuer: payload.iss ?? null,
          expiresAt: payload.exp ? new Date(payload.exp * 1000) : null,
        };
      } catch (err) {
        if (err instanceof TokenRejected) throw err;
        if (err instanceof errors.JWTExpired) throw new TokenRejected('Your session has expired. Please sign in again.');
        // Anything jose says about the token itself is the caller's problem; an unreachable key set is ours.
        if (err instanceof errors.JOSEError && !(err instanceof errors.JWKSTimeout))
          throw new TokenRejected('Invalid authentication token');
        throw err;
      }
    },
  };
}
