import { verifyToken } from '@clerk/express';
import { TokenRejected, type TokenVerifier } from './verified-identity.ts';

// Reasons that mean "we could not check", not "the token is bad".
const infrastructureReasons = new Set(['jwk-remote-failed-to-load', 'secret-key-invalid', 'jwk-local-missing', 'jwk-failed-to-resolve']);

/**
 * Clerk session tokens through @clerk/express (which re-exports @clerk/backend's verifyToken).
 * With CLERK_JWT_KEY the check is networkless; `authorizedParties` pins the `azp` claim to our origins.
 */
export function createClerkVerifier(options: {
  jwtKey?: string | undefined;
  secretKey?: string | undefined;
  authorizedParties: string[];
}): TokenVerifier {
  return {
    mode: 'clerk',
    async verify(token) {
      try {
        const payload = await verifyToken(token, {
          ...(options.jwtKey ? { jwtKey: options.jwtKey } : {}),
          ...(options.secretKey ? { secretKey: options.secretKey } : {}),
          authorizedParties: options.authorizedParties,
        });
        const sid = typeof payload.sid === 'string' ? payload.sid : '';
        const email = typeof payload.email === 'string' ? payload.email : '';
        if (!payload.sub || !sid) throw new TokenRejected('Invalid authentication token');
        return {
          identity: { userId: payload.sub, email, sessionId: sid },
          issuer: payload.iss ?? null,
          expiresAt: payload.exp ? new Date(payload.exp * 1000) : null,
        };
      } catch (err) {
        if (err instanceof TokenRejected) throw err;
        const reason = (err as { reason?: unknown }).reason;
        if (typeof reason !== 'string' || infrastructureReasons.has(reason)) throw err;
        throw new TokenRejected(
          reason === 'token-expired' ? 'Your session has expired. Please sign in again.' : 'Invalid authentication token',
        );
      }
    },
  };
}
