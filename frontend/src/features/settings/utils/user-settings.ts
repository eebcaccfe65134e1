import { z } from 'zod';
import { readJson, writeJson } from '../../../lib/storage.ts';

/** Browser-only settings under `user_settings` (spec §3), with the spec's defaults. */
export const USER_SETTINGS_KEY = 'user_settings';

// Each field falls back to its default on its own, so one bad value never resets the rest.
export const userSettingsSchema = z.object({
  displayName: z.string().max(100).catch(''),
  theme: z.enum(['dark', 'light']).catch('dark'),
  emailNotifications: z.boolean().catch(true),
  pushNotifications: z.boolean().catch(true),
  showProfile: z.boolean().catch(true),
  autoSave: z.boolean().catch(true),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const defaultSettings: UserSettings = userSettingsSchema.parse({});

/** The saved settings, or null when none were ever saved. */
export function readUserSettings(): UserSettings | null {
  return readJson(USER_SETTINGS_KEY, userSettingsSchema);
}

export function writeUserSettings(settings: UserSettings): void {
  writeJson(USER_SETTINGS_KEY, settings);
}

/** The settings page edits the stored settings plus the personalisation switch, kept under its own key. */
export const settingsFormSchema = userSettingsSchema.extend({ personalized: z.boolean() });
export type SettingsValues = z.infer<typeof settingsFormSchema>;
