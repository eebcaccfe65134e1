import type { Connection } from 'mongoose';
import { fencedUpdateOne, mapDuplicateKey, type Lease, type Locks, type FencedUpdate } from '@chainscribe/service-kit';
import { findByIdentity, userModel, type UserDoc } from './user.model.ts';

export type NewUser = Omit<UserDoc, 'registered_published_at' | 'registered_claimed_at' | 'updated_at' | 'applied_charges'>;

/** The user collection, a read by identity id, and a fenced write under the row's lock. */
function userStoreOf(connection: Connection, locks: Locks) {
  const users = userModel(connection);
  return {
    users,
    locked: <T>(clerkId: string, work: (lease: Lease) => Promise<T>) => locks.withLock(`user:${clerkId}`, work),
    /** A write under the row's lock, refused if the lease was lost or a newer holder wrote (service-kit fenced-update.ts). */
    write: (lease: Lease, filter: Record<string, unknown>, update: FencedUpdate) =>
      fencedUpdateOne(users.collection, lease, filter, update),
    byClerkId: (clerkId: string) => findByIdentity(users, clerkId),
  };
}
type UserStore = ReturnType<typeof userStoreOf>;

/** Password changes: a reset and a sign-in's hash upgrade. */
function passwordWrites({ locked, write, byClerkId }: UserStore) {
  return {
    /**
     * A password reset: sets the new hash only if no reset issued after `linkIssuedAt`'s password
     * change happened meanwhile (answers false then), and records when, so every link issued
     * before now stops working.
     */
    resetPassword: (clerkId: string, hash: string, linkIssuedAt: Date, at: Date) =>
      locked(clerkId, async (lease) => {
        const user = await byClerkId(clerkId);
        if (!user || (user.password_changed_at && user.password_changed_at >= linkIssuedAt)) return false;
        await write(lease, { clerk_id: clerkId }, { $set: { password_hash: hash, password_changed_at: at, updated_at: at } });
        return true;
      }),

    /** Same password, stronger hash (sign-in upgrade); only if the hash is still the one verified. */
    upgradePasswordHash: (clerkId: string, verifiedHash: string, hash: string, at: Date) =>
      locked(clerkId, async (lease) => {
        const user = await byClerkId(clerkId);
        if (!user || user.password_hash !== verifiedHash) return false;
        await write(lease, { clerk_id: clerkId }, { $set: { password_hash: hash, updated_at: at } });
        return true;
      }),
  };
}

/** The paid plan: a charge counted in, the lapsed rows found and turned back to free. */
function subscriptionWrites({ users, locked, write, byClerkId }: UserStore) {
  return {
    /**
     * Extends the subscription by one paid period from max(now, current expiry), once per charge
     * (the row remembers the charges it counted).
     */
    applyCharge: (clerkId: string, chargeId: string, periodDays: number, now: Date) =>
      locked(clerkId, async (lease) => {
        const user = await byClerkId(clerkId);
        if (!user || user.applied_charges.includes(chargeId)) return user;
        const base = user.subscription_expires_at && user.subscription_expires_at > now ? user.subscription_expires_at : now;
        const expires = new Date(base.getTime() + periodDays * 24 * 60 * 60 * 1000);
        await write(
          lease,
          { clerk_id: clerkId },
          {
            $set: { plan: 'premium', is_premium: true, subscription_expires_at: expires, updated_at: now },
            $push: { applied_charges: chargeId },
          },
        );
        return byClerkId(clerkId);
      }),

    /** Premium rows whose paid period has ended (the sweep turns them back to free). */
    findLapsed: (now: Date, limit: number) =>
      users
        .find({ $or: [{ plan: 'premium' }, { is_premium: true }], subscription_expires_at: { $lte: now } })
        .limit(limit)
        .lean<UserDoc[]>()
        .exec(),

    /** Back to free, only if the expiry is still the one the sweep saw (a renewal in between wins). */
    lapse: (clerkId: string, expiredAt: Date, now: Date) =>
      locked(clerkId, async (lease) => {
        const user = await byClerkId(clerkId);
        if (!user || user.subscription_expires_at?.getTime() !== expiredAt.getTime()) return false;
        await write(lease, { clerk_id: clerkId }, { $set: { plan: 'free', is_premium: false, updated_at: now } });
        return true;
      }),
  };
}

/**
 * Every change to an existing user row happens under that row's lock: the MongoDB-wire server we
 * run locally (FerretDB v1) replaces whole documents without isolation, so two unlocked writers
 * would silently undo each other (see service-kit locks.ts).
 */
export function createUsersRepository(connection: Connection, locks: Locks) {
  const store = userStoreOf(connection, locks);
  const { users, locked, write, byClerkId } = store;

  return {
    async init(): Promise<void> {
      await users.init();
    },
    findByClerkId: byClerkId,
    findByEmail: (email: string) => users.findOne({ email }).lean<UserDoc>().exec(),
    findByPhone: (phone: string) => users.findOne({ phone }).lean<UserDoc>().exec(),
    findById: (id: string) => users.findById(id).lean<UserDoc>().exec(),

    /** Inserts a new row; a taken email, phone or identity id becomes a 409 with `conflictMessage`. */
    async insert(user: NewUser, conflictMessage: string): Promise<UserDoc> {
      try {
        const created = await users.create({
          ...user,
          applied_charges: [],
          registered_published_at: null,
          registered_claimed_at: null,
          updated_at: user.created_at,
        });
        return created.toObject();
      } catch (err) {
        // Every unique field (email, phone, identity id) means the same thing to the caller.
        throw mapDuplicateKey(err, {}, conflictMessage);
      }
    },

    /** True for exactly one caller until the claim goes stale (the announcer crashed). */
    claimAnnouncement: (clerkId: string, now: Date, staleBefore: Date) =>
      locked(clerkId, async (lease) => {
        const user = await byClerkId(clerkId);
        if (!user || user.registered_published_at) return false;
        if (user.registered_claimed_at && user.registered_claimed_at >= staleBefore) return false;
        await write(lease, { clerk_id: clerkId }, { $set: { registered_claimed_at: now } });
        return true;
      }),

    markRegisteredPublished: (clerkId: string, at: Date) =>
      locked(clerkId, async (lease) => {
        await write(lease, { clerk_id: clerkId, registered_published_at: null }, { $set: { registered_published_at: at } });
      }),

    ...passwordWrites(store),

    ...subscriptionWrites(store),

    /** Profile fields from the identity provider; plan fields are never touched here. */
    updateProfile: (clerkId: string, fields: { email?: string; status?: string }, at: Date) =>
      locked(clerkId, async (lease) => {
        await write(lease, { clerk_id: clerkId }, { $set: { ...fields, updated_at: at } });
        return byClerkId(clerkId);
      }),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
