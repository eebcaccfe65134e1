import type { Connection } from 'mongoose';
import { fencedUpdateOne, type Lease, type Locks } from '@chainscribe/service-kit';
import { sessionModel, type SessionDoc } from './session.model.ts';

const SPENT_HASHES_KEPT = 20;

export type RotationResult = 'rotated' | 'reused' | 'invalid';

export function createSessionsRepository(connection: Connection, locks: Locks) {
  const sessions = sessionModel(connection);
  // Every change to a session row: under its lock, written with the lock's fence (service-kit fenced-update.ts).
  const locked = <T>(id: string, work: (lease: Lease) => Promise<T>) => locks.withLock(`session:${id}`, work);
  return {
    async create(
      session: Omit<SessionDoc, 'spent_hashes' | 'revoked_at' | 'revoked_reason' | 'rotated_from' | 'rotated_at'>,
    ): Promise<void> {
      await sessions.create({ ...session, spent_hashes: [], rotated_from: null, rotated_at: null, revoked_at: null, revoked_reason: null });
    },
    find: (id: string) => sessions.findById(id).lean<SessionDoc>().exec(),

    /**
     * Swaps the refresh hash if the presented one is current (of two concurrent refreshes exactly one
     * wins, under the session's lock: the document store alone gives no compare-and-set). The token
     * the current one replaced is accepted once more within `graceMs`: a page reloaded while its
     * refresh was in flight never stored the answer. Anything else already spent is a reuse.
     */
    rotate: (id: string, presentedHash: string, nextHash: string, now: Date, expiresAt: Date, graceMs: number): Promise<RotationResult> =>
      locked(id, async (lease) => {
        const current = await sessions.findById(id).lean<SessionDoc>().exec();
        if (!current || current.revoked_at || current.expires_at <= now) return 'invalid';
        const fresh = current.refresh_hash === presentedHash;
        const lostAnswer =
          !fresh &&
          current.rotated_from === presentedHash &&
          current.rotated_at !== null &&
          now.getTime() - current.rotated_at.getTime() <= graceMs;
        if (!fresh && !lostAnswer) return current.spent_hashes.includes(presentedHash) ? 'reused' : 'invalid';
        await fencedUpdateOne(
          sessions.collection,
          lease,
          { _id: id },
          {
            $set: {
              refresh_hash: nextHash,
              last_refreshed_at: now,
              expires_at: expiresAt,
              // A retried rotation keeps the original time: the grace never slides forward.
              ...(fresh ? { rotated_from: presentedHash, rotated_at: now } : {}),
              // Trimmed here rather than with `$push … $slice`, which FerretDB 1.x ignores (the list grew without bound).
              spent_hashes: [...current.spent_hashes, fresh ? presentedHash : current.refresh_hash].slice(-SPENT_HASHES_KEPT),
            },
          },
        );
        return 'rotated';
      }),

    revoke: (id: string, reason: string, now: Date) =>
      locked(id, async (lease) => {
        await fencedUpdateOne(
          sessions.collection,
          lease,
          { _id: id, revoked_at: null },
          { $set: { revoked_at: now, revoked_reason: reason } },
        );
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
