import type { Connection } from 'mongoose';
import { mapDuplicateKey } from '@chainscribe/service-kit';
import { userModel, type UserDoc } from './user.model.ts';

export type NewUser = Omit<UserDoc, 'registered_published_at' | 'registered_claimed_at' | 'updated_at'>;

export function createUsersRepository(connection: Connection) {
  const users = userModel(connection);
  return {
    async init(): Promise<void> {
      await users.init();
    },
    findByClerkId: (clerkId: string) => users.findOne({ clerk_id: clerkId }).lean<UserDoc>().exec(),
    findByEmail: (email: string) => users.findOne({ email }).lean<UserDoc>().exec(),
    findByPhone: (phone: string) => users.findOne({ phone }).lean<UserDoc>().exec(),
    findById: (id: string) => users.findById(id).lean<UserDoc>().exec(),

    /** Inserts a new row; a taken email, phone or identity id becomes a 409 with `conflictMessage`. */
    async insert(user: NewUser, conflictMessage: string): Promise<UserDoc> {
      try {
        const created = await users.create({ ...user, registered_published_at: null, registered_claimed_at: null, updated_at: user.created_at });
        return created.toObject();
      } catch (err) {
        throw mapDuplicateKey(err, { email: conflictMessage, phone: conflictMessage, clerk_id: conflictMessage }, conflictMessage);
      }
    },

    /** True for exactly one caller until the claim goes stale (the publisher crashed). */
    async claimAnnouncement(id: string, now: Date, staleBefore: Date): Promise<boolean> {
      const result = await users
        .updateOne(
          { _id: id, registered_published_at: null, $or: [{ registered_claimed_at: null }, { registered_claimed_at: { $lt: staleBefore } }] },
          { $set: { registered_claimed_at: now } },
        )
        .exec();
      return result.modifiedCount === 1;
    },

    async markRegisteredPublished(id: string, at: Date): Promise<void> {
      await users.updateOne({ _id: id, registered_published_at: null }, { $set: { registered_published_at: at } }).exec();
    },

    async setPasswordHash(id: string, hash: string, at: Date): Promise<void> {
      await users.updateOne({ _id: id }, { $set: { password_hash: hash, updated_at: at } }).exec();
    },

    /** Profile fields from the identity provider; plan fields are never touched here. */
    async updateProfile(clerkId: string, fields: { email?: string; status?: string }, at: Date): Promise<UserDoc | null> {
      return users.findOneAndUpdate({ clerk_id: clerkId }, { $set: { ...fields, updated_at: at } }, { new: true }).lean<UserDoc>().exec();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
