import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type { EncryptedJwk } from '../data-access/signing-key.model.ts';

/**
 * Encrypts private signing keys at rest with a key from the environment. The operator's secret is
 * stretched with HKDF so any long random string works; the key id is the associated data, so a
 * ciphertext copied onto another key's row does not decrypt.
 */
export function createKeyCipher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'chainscribe-accounts', 'signing-keys-at-rest v1', 32));
  return {
    encrypt(jwk: JWK, kid: string): EncryptedJwk {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(kid));
      const data = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
      return {
        alg: 'A256GCM',
        iv: iv.toString('base64url'),
        tag: cipher.getAuthTag().toString('base64url'),
        data: data.toString('base64url'),
      };
    },
    /** Throws when the secret is not the one the key was encrypted with (or the row was tampered with). */
    decrypt(encrypted: EncryptedJwk, kid: string): JWK {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(encrypted.iv, 'base64url')).setAAD(Buffer.from(kid));
      decipher.setAuthTag(Buffer.from(encrypted.tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(encrypted.data, 'base64url')), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as JWK;
    },
  };
}

export type KeyCipher = ReturnType<typeof createKeyCipher>;
