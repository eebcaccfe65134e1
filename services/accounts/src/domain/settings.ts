import { defaultUserSettings, type UserSettings, type UserSettingsValues } from '@chainscribe/contracts';
import type { Locks } from '@chainscribe/service-kit';
import type { SettingsDoc } from '../data-access/settings.model.ts';
import type { SettingsRepository } from '../data-access/settings.repository.ts';

export function toUserSettings(doc: SettingsDoc | null): UserSettings {
  if (!doc) return { ...defaultUserSettings, emailUpdatesConsentAt: null, updatedAt: null };
  const { theme, autoSave, emailUpdates, pushNotifications, publicProfile, personalisation, notFinancialAdvice = false } = doc;
  return {
    theme,
    autoSave,
    emailUpdates,
    pushNotifications,
    publicProfile,
    personalisation,
    notFinancialAdvice,
    emailUpdatesConsentAt: doc.email_updates_consent_at ? doc.email_updates_consent_at.toISOString() : null,
    updatedAt: doc.updated_at.toISOString(),
  };
}

/**
 * The user's settings. A save reads the previous row to know whether consent changed, so it runs
 * under the user's settings lock (FerretDB 1.x has no conditional update): two devices saving at
 * once cannot both miss a change of consent.
 */
export function createSettingsService(deps: { repo: SettingsRepository; locks: Pick<Locks, 'withLock'>; now: () => Date }) {
  const { repo, locks, now } = deps;
  return {
    async get(userId: string): Promise<UserSettings> {
      return toUserSettings(await repo.find(userId));
    },
    /** The settings in force (defaults for a user who never saved). */
    async valuesOf(userId: string): Promise<UserSettingsValues> {
      const { emailUpdatesConsentAt: _at, updatedAt: _updated, ...values } = toUserSettings(await repo.find(userId));
      return values;
    },
    update(userId: string, values: UserSettingsValues): Promise<UserSettings> {
      return locks.withLock(`settings:${userId}`, async () => {
        const before = await repo.find(userId);
        const at = now();
        const consentChanged = (before?.emailUpdates ?? defaultUserSettings.emailUpdates) !== values.emailUpdates;
        // The consent record comes first: a row that says yes always has the yes recorded.
        if (consentChanged) await repo.recordConsent(userId, values.emailUpdates, at);
        const consentAt = values.emailUpdates ? (consentChanged ? at : (before?.email_updates_consent_at ?? at)) : null;
        return toUserSettings(await repo.replace(userId, values, consentAt, at));
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
