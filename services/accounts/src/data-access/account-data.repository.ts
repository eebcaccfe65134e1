import type { Connection } from 'mongoose';
import { fencedUpdateOne, type Locks } from '@chainscribe/service-kit';
import { passwordResetModel } from './password-reset.model.ts';
import { paymentModel } from './payment.model.ts';
import { sessionModel } from './session.model.ts';
import { findByIdentity, userModel, type UserDoc } from './user.model.ts';

type Row = Record<string, unknown>;
const rows = (docs: unknown[]): Row[] => docs.map((doc) => JSON.parse(JSON.stringify(doc)) as Row);

/** What a payment keeps once its payer is erased: bookkeeping needs the charge, not the person. */
export const ERASED_PAYER = 'erased-user';

/**
 * Everything accounts holds about one user (by their identity id, `clerk_id`), for their export
 * and for erasing it. Secrets (password and refresh-token hashes) never leave in an export.
 */
export function createAccountDataRepository(connection: Connection, locks: Locks) {
  const users = userModel(connection);
  const sessions = sessionModel(connection);
  const resets = passwordResetModel(connection);
  const payments = paymentModel(connection);

  return {
    findUser: (clerkId: string) => findByIdentity(users, clerkId),

    async exportOf(user: UserDoc): Promise<Record<string, Row[]>> {
      const [sessionRows, resetRows, paymentRows] = await Promise.all([
        sessions.find({ user_id: user._id }, { refresh_hash: 0, spent_hashes: 0, rotated_from: 0 }).lean().exec(),
        resets.find({ user_id: user._id }, { _id: 0 }).lean().exec(),
        payments.find({ user_id: user.clerk_id }).lean().exec(),
      ]);
      const { password_hash: _secret, ...profile } = user;
      return { user: rows([profile]), sessions: rows(sessionRows), password_resets: rows(resetRows), payments: rows(paymentRows) };
    },

    /** Every session the user ever had, ended or not: all of them get revoked for the gateway. */
    sessionIdsOf: async (userRowId: string): Promise<string[]> =>
      (await sessions.find({ user_id: userRowId }, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((s) => s._id),

    async eraseSessionsAndResets(userRowId: string): Promise<void> {
      await sessions.deleteMany({ user_id: userRowId }).exec();
      await resets.deleteMany({ user_id: userRowId }).exec();
    },

    /**
     * Payments stay for bookkeeping, detached from the person: the payer becomes ERASED_PAYER. Each
     * under its charge's lock, like every payment write, so a late webhook cannot put the id back.
     */
    async detachPayments(clerkId: string): Promise<number> {
      const owned = await payments.find({ user_id: clerkId }, { charge_id: 1 }).lean<{ charge_id: string }[]>().exec();
      for (const { charge_id: chargeId } of owned) {
        await locks.withLock(`payment:${chargeId}`, (lease) =>
          fencedUpdateOne(payments.collection, lease, { charge_id: chargeId, user_id: clerkId }, { $set: { user_id: ERASED_PAYER } }),
        );
      }
      return owned.length;
    },

    /** The user row goes last, under its lock: while it exists, a retried erasure still finds the sessions. */
    eraseUser: (clerkId: string): Promise<void> =>
      locks.withLock(`user:${clerkId}`, async () => {
        await users.deleteOne({ clerk_id: clerkId }).exec();
      }),
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
