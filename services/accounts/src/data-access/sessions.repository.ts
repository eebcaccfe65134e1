import type { Connection } from 'mongoose';
import type { Locks } from '@chainscribe/service-kit';
import { sessionModel, type SessionDoc } from './session.model.ts';

const SPENT_HASHES_KEPT = 20;

export function createSessionsRepository(connection: Connection, locks: Locks) {
  const sessions = sessionModel(connection);
  const locked = <T>(id: string, work: () => Promise<T>) => locks.withLock(`session:${id}`, work);
  return {
    async create(session: Omit<SessionDoc, 'spent_hashes' | 'revoked_at' | 'revoked_reason'>): Promise<void> {
      await sessions.create({ ...session, spent_hashes: [], revoked_at: null, revoked_reason: null });
    },
    find: (id: string) => sessions.findById(id).lean<SessionDoc>().exec(),

    /**
     * Swaps the refresh hash only if the presented one is still current: of two concurrent refreshes
     * with the same token exactly one wins (under the session's lock; the document store alone
     * gives no compare-and-set, see service-kit locks.ts).
     */
    rotate: (id: string, presentedHash: string, nextHash: string, now: Date, expiresAt: Date) =>
      locked(id, async () => {
        const current = await sessions.findById(id).lean<SessionDoc>().exec();
        if (!current || current.refresh_hash !== presentedHash || current.revoked_at || current.expires_at <= now) return false;
        await sessions
          .updateOne(
            { _id: id },
            {
              $set: { refresh_hash: nextHash, last_refreshed_at: now, expires_at: expiresAt },
              $push: { spent_hashes: { $each: [presentedHash], $slice: -SPENT_HASHES_KEPT } },
            },
          )
          .exec();
        return true;
      }),

    revoke: (id: string, reason: string, now: Date) =>
      locked(id, async () => {
        await sessions.updateOne({ _id: id, revoked_at: null }, { $set: { revoked_at: now, revoked_reason: reason } }).exec();
      }),

    /** Ids of the user's live sessions, revoked in the same call (password reset signs out everywhere). */
    async revokeAllForUser(userId: string, reason: string, now: Date): Promise<string[]> {
      const live = await sessions.find({ user_id: userId, revoked_at: null }, { _id: 1 }).lean<{ _id: string }[]>().exec();
      for (const session of live) await this.revoke(session._id, reason, now);
      return live.map((s) => s._id);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
