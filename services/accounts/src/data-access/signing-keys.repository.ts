import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '@chainscribe/service-kit';
import { signingKeyModel, type SigningKeyDoc } from './signing-key.model.ts';

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
  };
}

export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;
