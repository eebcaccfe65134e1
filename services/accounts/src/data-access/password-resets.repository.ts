import type { Connection } from 'mongoose';
import { fencedUpdateOne, type Locks } from '@chainscribe/service-kit';
import { passwordResetModel, type PasswordResetDoc } from './password-reset.model.ts';

export function createPasswordResetsRepository(connection: Connection, locks: Locks) {
  const resets = passwordResetModel(connection);
  return {
    async create(reset: Omit<PasswordResetDoc, 'used_at'>): Promise<void> {
      await resets.create({ ...reset, used_at: null });
    },
    /** Marks the token used and answers its row, only if it was unused and unexpired: single use. */
    consume: (tokenHash: string, now: Date): Promise<PasswordResetDoc | null> =>
      locks.withLock(`reset:${tokenHash}`, async (lease) => {
        const reset = await resets.findById(tokenHash).lean<PasswordResetDoc>().exec();
        if (!reset || reset.used_at || reset.expires_at <= now) return null;
        // Only the writer that turns used_at from null to set gets the row: single use even if a stale holder writes late.
        const { written } = await fencedUpdateOne(resets.collection, lease, { _id: tokenHash, used_at: null }, { $set: { used_at: now } });
        return written ? reset : null;
      }),
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
