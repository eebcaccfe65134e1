import { randomUUID, type webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Logger } from '@chainscribe/service-kit';
import type { SigningKeyDoc } from '../data-access/signing-key.model.ts';
import type { SigningKeysRepository } from '../data-access/signing-keys.repository.ts';
import type { KeyCipher } from './key-cipher.ts';

type CryptoKey = webcrypto.CryptoKey;
type SigningKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK };

/** Public half of a private RSA JWK, as published in the JWKS document. */
function publicPart(jwk: JWK, kid: string): JWK {
  return { kty: jwk.kty, n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' };
}

async function toSigningKey(jwk: JWK, kid: string): Promise<SigningKey> {
  const publicJwk = publicPart(jwk, kid);
  const privateKey = (await importJWK({ ...jwk, alg: 'RS256' }, 'RS256')) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk };
}

/**
 * RS256 keys with ids. The newest key signs; every listed key verifies, so adding a key (and later
 * removing the old one after the access-token lifetime) never signs anybody out. Keys come from
 * AUTH_PRIVATE_JWKS when set (production: a Secret), else from the accounts database, where the
 * first replica to start creates one. Keys in the database are encrypted at rest (key-cipher.ts);
 * a plaintext row left from before that is encrypted the first time it is loaded.
 */
export async function createKeyRing(options: {
  fromEnv?: string | undefined;
  repository: SigningKeysRepository;
  cipher: KeyCipher;
  now: () => Date;
  reloadMs?: number;
  logger?: Logger;
}) {
  async function privateJwkOf(row: SigningKeyDoc): Promise<JWK> {
    if (row.encrypted_jwk) return options.cipher.decrypt(row.encrypted_jwk, row._id);
    if (!row.private_jwk) throw new Error(`signing key ${row._id} has no key material`);
    const jwk = row.private_jwk as JWK;
    await options.repository.encryptInPlace(row._id, options.cipher.encrypt(jwk, row._id));
    options.logger?.info({ kid: row._id }, 'plaintext signing key encrypted at rest');
    return jwk;
  }

  let keys: SigningKey[] = [];
  let loadedAt = 0;

  async function load(): Promise<void> {
    if (options.fromEnv) {
      const list = JSON.parse(options.fromEnv) as JWK[];
      keys = await Promise.all(list.map((jwk, i) => toSigningKey(jwk, jwk.kid ?? `env-${i}`)));
    } else {
      let stored = await options.repository.all();
      if (stored.length === 0) {
        await addKey(options.repository, options.cipher, options.now());
        stored = await options.repository.all();
      }
      keys = await Promise.all(stored.map(async (k) => toSigningKey(await privateJwkOf(k), k._id)));
    }
    if (keys.length === 0) throw new Error('No signing keys configured (AUTH_PRIVATE_JWKS is an empty list)');
    loadedAt = Date.now();
  }

  async function fresh(): Promise<SigningKey[]> {
    if (Date.now() - loadedAt > (options.reloadMs ?? 60_000)) await load();
    return keys;
  }

  await load();
  return {
    async signingKey(): Promise<SigningKey> {
      const [newest] = await fresh();
      if (!newest) throw new Error('No signing key');
      return newest;
    },
    async verificationKey(kid: string | undefined): Promise<CryptoKey | undefined> {
      return (await fresh()).find((k) => k.kid === kid)?.publicKey;
    },
    async jwks(): Promise<{ keys: JWK[] }> {
      return { keys: (await fresh()).map((k) => k.publicJwk) };
    },
    reload: load,
  };
}

/** Adds a new newest key (rotation). Old keys stay until an operator removes them. */
export async function addKey(repository: SigningKeysRepository, cipher: KeyCipher, now: Date): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = `${now.toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  await repository.add({ _id: kid, encrypted_jwk: cipher.encrypt({ ...(await exportJWK(privateKey)), kid }, kid), created_at: now });
  return kid;
}

export type KeyRing = Awaited<ReturnType<typeof createKeyRing>>;
