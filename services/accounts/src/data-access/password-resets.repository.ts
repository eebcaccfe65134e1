import type { Connection } from 'mongoose';
import type { Locks } from '@chainscribe/service-kit';
import { passwordResetModel, type PasswordResetDoc } from './password-reset.model.ts';

export function createPasswordResetsRepository(connection: Connection, locks: Locks) {
  const resets = passwordResetModel(connection);
  return {
    async create(reset: Omit<PasswordResetDoc, 'used_at'>): Promise<void> {
      await resets.create({ ...reset, used_at: null });
    },
    /** Marks the token used and answers its row, only if it was unused and unexpired: single use. */
    consume: (tokenHash: string, now: Date): Promise<PasswordResetDoc | null> =>
      locks.withLock(`reset:${tokenHash}`, async () => {
        const reset = await resets.findById(tokenHash).lean<PasswordResetDoc>().exec();
        if (!reset || reset.used_at || reset.expires_at <= now) return null;
        await resets.updateOne({ _id: tokenHash }, { $set: { used_at: now } }).exec();
        return reset;
      }),
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
