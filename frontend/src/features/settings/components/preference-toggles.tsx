import { Bell, Eye, Moon, Smartphone, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { UserSettingsValues } from '@chainscribe/contracts';
import { paths, publicProfilePath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useTheme } from '../../../lib/theme.tsx';
import { formatLongDate } from '../../../lib/utils.ts';
import { toast } from '../../../lib/toast.ts';
import { subscribeToPush, thisDeviceSubscribed, unsubscribeFromPush } from '../utils/web-push.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SettingToggle, ToggleRow } from './toggle-row.tsx';

/**
 * Says the theme this screen shows (a theme picked in the menu, or one never saved, may differ from
 * the account's); the form saves that one (settings-form.tsx), so Save keeps what the user sees.
 */
export function ThemeToggle({ control }: { control: Control<UserSettingsValues> }) {
  const { field } = useController({ control, name: 'theme' });
  const theme = useTheme();
  const dark = theme.resolved === 'dark';
  return (
    <ToggleRow
      icon={dark ? Moon : Sun}
      title="Dark theme"
      description={dark ? 'Dark mode is on.' : 'Light mode is on.'}
      checked={dark}
      onChange={(checked) => {
        const next = checked ? 'dark' : 'light';
        field.onChange(next);
        // Shown at once; Save keeps it with the account for the next visit and other devices.
        theme.setPreference(next);
      }}
    />
  );
}

/** Consent to update emails: the server records each change with its time and the mailer checks it. */
export function EmailUpdatesToggle({ control, consentAt }: { control: Control<UserSettingsValues>; consentAt: string | null }) {
  return (
    <SettingToggle
      control={control}
      name="emailUpdates"
      icon={Bell}
      title="Email updates"
      description={
        <>
          Product news and tips, at most twice a month. Off, we send none.
          {consentAt ? ` You agreed on ${formatLongDate(consentAt, '')}.` : null}
        </>
      }
    />
  );
}

/** Push is on for the account but this browser never subscribed (it was switched on elsewhere). */
function useMissingHere(on: boolean) {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!on) return;
    let live = true;
    void thisDeviceSubscribed().then((subscribed) => live && setMissing(!subscribed));
    return () => {
      live = false;
    };
  }, [on]);
  return [on && missing, setMissing] as const;
}

/**
 * Switching push on asks the browser's permission and subscribes this device (it has to happen in
 * the click); switching it off removes this device's subscription. The setting itself is saved
 * with the form, and the server sends nothing while it is off.
 */
export function PushToggle({ control }: { control: Control<UserSettingsValues> }) {
  const api = useApi();
  const { field } = useController({ control, name: 'pushNotifications' });
  const [busy, setBusy] = useState(false);
  const [missingHere, setMissingHere] = useMissingHere(field.value);
  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) await subscribeToPush(api);
      else await unsubscribeFromPush(api);
      field.onChange(on);
      setMissingHere(false);
    } catch (error) {
      toast.error(on ? 'Push notifications could not be turned on' : 'This device could not be unsubscribed', {
        description: errorMessage(error, 'Please try again.'),
      });
      if (!on) field.onChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ToggleRow
      icon={Smartphone}
      title="Push notifications"
      description={
        <>
          A notification on this device when a long generation finishes and when a scheduled post goes live or stops. Your browser asks for
          permission first.
          {missingHere ? (
            <span className="mt-1 flex flex-wrap items-center gap-2">
              Switched on from another device; this one is not receiving them yet.
              <Button type="button" size="sm" variant="link" className="h-auto p-0" disabled={busy} onClick={() => void change(true)}>
                Turn on here
              </Button>
            </span>
          ) : null}
        </>
      }
      checked={field.value}
      disabled={busy}
      onChange={(on) => void change(on)}
    />
  );
}

export function PublicProfileToggle({ control, username }: { control: Control<UserSettingsValues>; username: string | null }) {
  return (
    <SettingToggle
      control={control}
      name="publicProfile"
      icon={Eye}
      title="Public profile"
      description={
        username ? (
          <>
            Anyone with the link sees your name, bio, picture and the threads you mark public:{' '}
            <Link to={publicProfilePath(username)} className="font-medium text-primary underline-offset-4 hover:underline">
              {`/u/${username}`}
            </Link>
            . Off, that page does not exist.
          </>
        ) : (
          <>
            Your page needs a username:{' '}
            <Link to={paths.profile} className="font-medium text-primary underline-offset-4 hover:underline">
              choose one on your profile
            </Link>
            . Off, no public page exists.
          </>
        )
      }
    />
  );
}
