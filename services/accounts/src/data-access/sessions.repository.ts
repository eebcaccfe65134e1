import type { Connection } from 'mongoose';
import { sessionModel, type SessionDoc } from './session.model.ts';

const SPENT_HASHES_KEPT = 20;

export function createSessionsRepository(connection: Connection) {
  const sessions = sessionModel(connection);
  return {
    async create(session: Omit<SessionDoc, 'spent_hashes' | 'revoked_at' | 'revoked_reason'>): Promise<void> {
      await sessions.create({ ...session, spent_hashes: [], revoked_at: null, revoked_reason: null });
    },
    find: (id: string) => sessions.findById(id).lean<SessionDoc>().exec(),

    /**
     * Swaps the refresh hash only if the presented one is still current: of two concurrent refreshes
     * with the same token exactly one wins, without a transaction.
     */
    async rotate(id: string, presentedHash: string, nextHash: string, now: Date, expiresAt: Date): Promise<boolean> {
      const result = await sessions
        .updateOne(
          { _id: id, refresh_hash: presentedHash, revoked_at: null, expires_at: { $gt: now } },
          {
            $set: { refresh_hash: nextHash, last_refreshed_at: now, expires_at: expiresAt },
            $push: { spent_hashes: { $each: [presentedHash], $slice: -SPENT_HASHES_KEPT } },
          },
        )
        .exec();
      return result.modifiedCount === 1;
    },

    async revoke(id: string, reason: string, now: Date): Promise<void> {
      await sessions.updateOne({ _id: id, revoked_at: null }, { $set: { revoked_at: now, revoked_reason: reason } }).exec();
    },

    /** Ids of the user's live sessions, revoked in the same call (password reset signs out everywhere). */
    async revokeAllForUser(userId: string, reason: string, now: Date): Promise<string[]> {
      const live = await sessions.find({ user_id: userId, revoked_at: null }, { _id: 1 }).lean<{ _id: string }[]>().exec();
      await sessions.updateMany({ user_id: userId, revoked_at: null }, { $set: { revoked_at: now, revoked_reason: reason } }).exec();
      return live.map((s) => s._id);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
