import { Schema, type Connection, type Model } from 'mongoose';
import type { UserSettingsValues } from '@chainscribe/contracts';

/** One row per user (by identity id): the settings as last saved, replaced whole on each save. */
export interface SettingsDoc extends UserSettingsValues {
  _id: string;
  email_updates_consent_at: Date | null;
  updated_at: Date;
}

/** Append-only: every change of a consent, with its time. Never updated, only erased with the user. */
export interface ConsentDoc {
  _id: string;
  user_id: string;
  purpose: 'email_updates';
  granted: boolean;
  at: Date;
}

const settingsSchema = new Schema<SettingsDoc>(
  {
    _id: { type: String, required: true },
    theme: { type: String, required: true },
    autoSave: { type: Boolean, required: true },
    emailUpdates: { type: Boolean, required: true },
    pushNotifications: { type: Boolean, required: true },
    publicProfile: { type: Boolean, required: true },
    personalisation: { type: Boolean, required: true },
    // Rows saved before the setting existed read as off.
    notFinancialAdvice: { type: Boolean, default: false },
    email_updates_consent_at: { type: Date, default: null },
    updated_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'settings' },
);

const consentSchema = new Schema<ConsentDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true, index: true },
    purpose: { type: String, required: true },
    granted: { type: Boolean, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'consents' },
);

export const settingsModel = (connection: Connection): Model<SettingsDoc> =>
  (connection.models.Settings as Model<SettingsDoc> | undefined) ?? connection.model<SettingsDoc>('Settings', settingsSchema);

export const consentModel = (connection: Connection): Model<ConsentDoc> =>
  (connection.models.Consent as Model<ConsentDoc> | undefined) ?? connection.model<ConsentDoc>('Consent', consentSchema);
