import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError } from '@chainscribe/service-kit';
import { avatarModel, profileModel, usernameModel, type AvatarDoc, type ProfileDoc, type UsernameDoc } from './profile.model.ts';

/** Profiles, username claims and pictures (by identity id). */
export function createProfileRepository(connection: Connection) {
  const profiles = profileModel(connection);
  const usernames = usernameModel(connection);
  const avatars = avatarModel(connection);
  return {
    async init(): Promise<void> {
      await Promise.all([profiles.init(), usernames.init(), avatars.init()]);
    },
    find: (userId: string) => profiles.findById(userId).lean<ProfileDoc>().exec(),
    async save(doc: ProfileDoc): Promise<void> {
      await profiles.replaceOne({ _id: doc._id }, doc, { upsert: true }).exec();
    },
    holderOf: (username: string) => usernames.findById(username).lean<UsernameDoc>().exec(),
    /** True when the name is now the user's (claimed here or already theirs); false when someone else holds it. */
    async claim(username: string, userId: string, at: Date): Promise<boolean> {
      try {
        await usernames.create({ _id: username, user_id: userId, claimed_at: at });
        return true;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        return (await usernames.findById(username).lean<UsernameDoc>().exec())?.user_id === userId;
      }
    },
    async release(username: string, userId: string): Promise<void> {
      await usernames.deleteOne({ _id: username, user_id: userId }).exec();
    },
    async putAvatar(doc: AvatarDoc): Promise<void> {
      // The id is a hash of owner and bytes: the same upload twice is the same row.
      await avatars.replaceOne({ _id: doc._id }, doc, { upsert: true }).exec();
    },
    async avatar(id: string): Promise<AvatarDoc | null> {
      const doc = await avatars.findById(id).lean<Omit<AvatarDoc, 'bytes'> & { bytes: Buffer | mongo.Binary }>().exec();
      if (!doc) return null;
      // A lean read hands BSON binary back as the driver's Binary, not a Buffer.
      const bytes = Buffer.isBuffer(doc.bytes) ? doc.bytes : Buffer.from(doc.bytes.buffer);
      return { ...doc, bytes };
    },
    async deleteAvatar(id: string): Promise<void> {
      await avatars.deleteOne({ _id: id }).exec();
    },
    /** Profile, claims and pictures, without the pictures' bytes (the export lists them). */
    async exportOf(userId: string) {
      const [profile, names, pictures] = await Promise.all([
        profiles.findById(userId).lean<ProfileDoc>().exec(),
        usernames.find({ user_id: userId }).lean<UsernameDoc[]>().exec(),
        avatars.find({ user_id: userId }, { bytes: 0 }).lean<Omit<AvatarDoc, 'bytes'>[]>().exec(),
      ]);
      return { profile: profile ? [profile] : [], usernames: names, avatars: pictures };
    },
    async erase(userId: string): Promise<void> {
      await avatars.deleteMany({ user_id: userId }).exec();
      await usernames.deleteMany({ user_id: userId }).exec();
      await profiles.deleteOne({ _id: userId }).exec();
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
