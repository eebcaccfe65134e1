import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SealedToken } from '../data-access/connection.model.ts';

/**
 * Seals X tokens at rest (AES-256-GCM, key stretched with HKDF from the configured secret). The
 * user id and the token's role are the associated data: a token copied onto another user's row,
 * or an access token swapped for a refresh token, does not open.
 */
export function createTokenCipher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'chainscribe-publisher', 'x-tokens-at-rest v1', 32));
  const aad = (userId: string, role: string) => Buffer.from(`${userId}:${role}`);
  return {
    seal(token: string, userId: string, role: 'access' | 'refresh'): SealedToken {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId, role));
      const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return { iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') };
    },
    open(sealed: SealedToken, userId: string, role: 'access' | 'refresh'): string {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url')).setAAD(aad(userId, role));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
