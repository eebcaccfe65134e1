import type { Connection } from 'mongoose';
import { passwordResetModel, type PasswordResetDoc } from './password-reset.model.ts';

export function createPasswordResetsRepository(connection: Connection) {
  const resets = passwordResetModel(connection);
  return {
    async create(reset: Omit<PasswordResetDoc, 'used_at'>): Promise<void> {
      await resets.create({ ...reset, used_at: null });
    },
    /** Marks the token used and answers its row, only if it was unused and unexpired: single use. */
    async consume(tokenHash: string, now: Date): Promise<PasswordResetDoc | null> {
      return resets
        .findOneAndUpdate({ _id: tokenHash, used_at: null, expires_at: { $gt: now } }, { $set: { used_at: now } }, { new: true })
        .lean<PasswordResetDoc>()
        .exec();
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
