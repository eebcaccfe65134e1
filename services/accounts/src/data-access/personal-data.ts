import type { ProfileRepository } from './profile.repository.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import type { SettingsRepository } from './settings.repository.ts';

type Row = Record<string, unknown>;
const rows = (docs: unknown[]): Row[] => docs.map((doc) => JSON.parse(JSON.stringify(doc)) as Row);

/** The profile, settings, consents and push subscriptions of one user (by identity id): exported and erased together. */
export function createPersonalData(deps: { profiles: ProfileRepository; settings: SettingsRepository; push: PushSubscriptionsRepository }) {
  return {
    async exportOf(userId: string): Promise<Record<string, Row[]>> {
      const [profile, settings, consents, push] = await Promise.all([
        deps.profiles.exportOf(userId),
        deps.settings.find(userId),
        deps.settings.consentsOf(userId),
        deps.push.of(userId),
      ]);
      return {
        profile: rows(profile.profile),
        usernames: rows(profile.usernames),
        avatars: rows(profile.avatars),
        settings: rows(settings ? [settings] : []),
        consents: rows(consents),
        push_subscriptions: rows(push),
      };
    },
    async erase(userId: string): Promise<void> {
      await deps.push.erase(userId);
      await deps.settings.erase(userId);
      await deps.profiles.erase(userId);
    },
  };
}

export type PersonalData = ReturnType<typeof createPersonalData>;
