import { messages, profileMessages, usernameSchema, type PublicProfile } from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';
import type { ProfileRepository } from '../data-access/profile.repository.ts';
import type { PublicItemsClient } from '../data-access/public-items.client.ts';
import { toProfile } from './profile.ts';
import type { SettingsService } from './settings.ts';

const notFound = () => AppError.notFound(profileMessages.publicProfileNotFound, 'profile_not_found');

/**
 * `/u/:username`'s data: found only when the name is held and its holder keeps the profile public
 * (a private profile and a missing one answer alike, so the page reveals nothing).
 */
export function createPublicProfiles(deps: {
  profiles: ProfileRepository;
  settings: Pick<SettingsService, 'valuesOf'>;
  items: PublicItemsClient;
}) {
  return {
    async byUsername(raw: string): Promise<PublicProfile> {
      const parsed = usernameSchema.safeParse(raw);
      if (!parsed.success) throw notFound();
      const holder = await deps.profiles.holderOf(parsed.data);
      if (!holder) throw notFound();
      const [doc, values] = await Promise.all([deps.profiles.find(holder.user_id), deps.settings.valuesOf(holder.user_id)]);
      // A claim whose row names another username is a leftover of an interrupted rename.
      if (!doc || doc.username !== parsed.data || !values.publicProfile) throw notFound();
      const items = await deps.items.of(holder.user_id);
      if (!items) throw AppError.unavailable(messages.serviceUnavailable);
      const profile = toProfile(doc);
      return { username: parsed.data, fullName: profile.fullName, bio: profile.bio, avatarUrl: profile.avatarUrl, items };
    },
  };
}

export type PublicProfiles = ReturnType<typeof createPublicProfiles>;
