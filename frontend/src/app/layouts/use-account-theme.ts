import { useEffect } from 'react';
import { useMySettings } from '../../features/settings/api/get-settings.ts';
import { readString, writeString } from '../../lib/storage.ts';
import { useTheme } from '../../lib/theme.tsx';

/** When this browser last took the theme from the account's settings (their `updatedAt`). */
const THEME_SYNCED_KEY = 'chainscribe.theme_synced_at';

/**
 * The theme saved in Settings follows the user to other devices: a save newer than the one this
 * browser last applied sets the theme here too. A later pick in the user menu stays local until the
 * next save anywhere, so the newest explicit choice always wins.
 */
export function useAccountTheme(): void {
  const settings = useMySettings().data;
  const theme = useTheme();
  useEffect(() => {
    if (!settings?.updatedAt || readString(THEME_SYNCED_KEY) === settings.updatedAt) return;
    writeString(THEME_SYNCED_KEY, settings.updatedAt);
    theme.setPreference(settings.theme);
  }, [settings?.updatedAt, settings?.theme, theme]);
}
