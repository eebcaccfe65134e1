import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '@chainscribe/service-kit';
import { signingKeyModel, type EncryptedJwk, type SigningKeyDoc } from './signing-key.model.ts';

export function createSigningKeysRepository(connection: Connection) {
  const keys = signingKeyModel(connection);
  return {
    /** Newest first: the first one signs, all of them verify. */
    all: () => keys.find().sort({ created_at: -1 }).lean<SigningKeyDoc[]>().exec(),
    async add(key: SigningKeyDoc): Promise<void> {
      try {
        await keys.create(key);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
    /**
     * Swaps a plaintext row for its ciphertext. No lock: every replica that races here writes a
     * valid encryption of the same key, and the filter makes a finished swap a no-op.
     */
    async encryptInPlace(kid: string, encrypted: EncryptedJwk): Promise<void> {
      await keys
        .updateOne({ _id: kid, private_jwk: { $exists: true } }, { $set: { encrypted_jwk: encrypted }, $unset: { private_jwk: 1 } })
        .exec();
    },
  };
}

export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;
