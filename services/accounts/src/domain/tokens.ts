import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { KeyRing } from './key-ring.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** `<session id>.<secret>`: the id finds the family, only the secret's hash is stored. */
export function newRefreshToken(sessionId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId}.${secret}`, hash: sha256(secret) };
}

export function parseRefreshToken(token: string): { sessionId: string; hash: string } | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  return { sessionId: token.slice(0, dot), hash: sha256(token.slice(dot + 1)) };
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  sid: string;
  email?: string;
}

export function createTokenIssuer(keys: KeyRing, options: { issuer: string; audience: string; ttlSeconds: number }) {
  return {
    ttlSeconds: options.ttlSeconds,
    async issue(
      user: { clerkId: string; email: string | undefined },
      sessionId: string,
      now: Date,
    ): Promise<{ token: string; expiresAt: number }> {
      const key = await keys.signingKey();
      const iat = Math.floor(now.getTime() / 1000);
      const expiresAt = iat + options.ttlSeconds;
      const token = await new SignJWT({ sid: sessionId, ...(user.email ? { email: user.email } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(user.clerkId)
        .setIssuedAt(iat)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(key.privateKey);
      return { token, expiresAt };
    },
    /** Accounts verifies its own tokens only for /api/auth/session; the gateway does the rest. */
    async verify(token: string, now: Date): Promise<AccessClaims> {
      const { kid } = decodeProtectedHeader(token);
      const key = await keys.verificationKey(kid);
      if (!key) throw new Error('unknown signing key');
      const { payload } = await jwtVerify<AccessClaims>(token, key, {
        algorithms: ['RS256'],
        issuer: options.issuer,
        audience: options.audience,
        currentDate: now,
      });
      return payload;
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
