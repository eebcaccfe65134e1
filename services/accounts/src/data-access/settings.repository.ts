import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { UserSettingsValues } from '@chainscribe/contracts';
import { consentModel, settingsModel, type ConsentDoc, type SettingsDoc } from './settings.model.ts';

/** Settings rows and the consent record of each user (by identity id). */
export function createSettingsRepository(connection: Connection) {
  const settings = settingsModel(connection);
  const consents = consentModel(connection);
  return {
    async init(): Promise<void> {
      await Promise.all([settings.init(), consents.init()]);
    },
    find: (userId: string) => settings.findById(userId).lean<SettingsDoc>().exec(),
    async replace(userId: string, values: UserSettingsValues, consentAt: Date | null, at: Date): Promise<SettingsDoc> {
      const doc: SettingsDoc = { _id: userId, ...values, email_updates_consent_at: consentAt, updated_at: at };
      // A whole-row replace: saving the same form twice leaves the same row.
      await settings.replaceOne({ _id: userId }, doc, { upsert: true }).exec();
      return doc;
    },
    async recordConsent(userId: string, granted: boolean, at: Date): Promise<void> {
      await consents.create({ _id: randomUUID(), user_id: userId, purpose: 'email_updates', granted, at });
    },
    consentsOf: (userId: string) => consents.find({ user_id: userId }).sort({ at: 1 }).lean<ConsentDoc[]>().exec(),
    async erase(userId: string): Promise<void> {
      await settings.deleteOne({ _id: userId }).exec();
      await consents.deleteMany({ user_id: userId }).exec();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
