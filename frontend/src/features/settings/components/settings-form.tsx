import { Bell, Check, Eye, Moon, Save, Smartphone, Sun, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { toast } from 'sonner';
import { SETTINGS_SAVE_DELAY_MS, SETTINGS_SAVED_BADGE_MS } from '../../../config/constants.ts';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Form, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useTimedSave } from '../../../hooks/use-timed-save.ts';
import type { SaveStatus } from '../../../hooks/use-timed-save.ts';
import { readPersonalizationEnabled, writePersonalizationEnabled } from '../../../lib/personalization/preference.ts';
import { useTheme } from '../../../lib/theme.tsx';
import { defaultSettings, readUserSettings, settingsFormSchema, writeUserSettings } from '../utils/user-settings.ts';
import type { SettingsValues } from '../utils/user-settings.ts';
import { AccountCard } from './account-card.tsx';
import { DangerZone } from './danger-zone.tsx';
import { DataExportCard } from './data-export-card.tsx';
import { PersonalisationCard } from './personalisation-card.tsx';
import { SettingToggle, ToggleRow } from './toggle-row.tsx';

function ThemeToggle({ control }: { control: Control<SettingsValues> }) {
  const { field } = useController({ control, name: 'theme' });
  const dark = field.value === 'dark';
  return (
    <ToggleRow
      icon={dark ? Moon : Sun}
      title="Dark theme"
      description={dark ? 'Dark mode is on.' : 'Light mode is on.'}
      checked={dark}
      onChange={(checked) => field.onChange(checked ? 'dark' : 'light')}
    />
  );
}

function PreferencesCard({ control }: { control: Control<SettingsValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Appearance, notifications and privacy.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-border pt-0 pb-2">
        <ThemeToggle control={control} />
        <SettingToggle
          control={control}
          name="autoSave"
          icon={WandSparkles}
          title="Auto-save drafts"
          description="Keep your thread drafts while you work."
        />
        <SettingToggle
          control={control}
          name="emailNotifications"
          icon={Bell}
          title="Email updates"
          description="Product news and tips, at most twice a month."
        />
        <SettingToggle
          control={control}
          name="pushNotifications"
          icon={Smartphone}
          title="Push notifications"
          description="Alerts when a long generation finishes."
        />
        <SettingToggle
          control={control}
          name="showProfile"
          icon={Eye}
          title="Public profile"
          description="Let other creators find your profile."
        />
      </CardContent>
    </Card>
  );
}

function DisplayNameCard({ control }: { control: Control<SettingsValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How your name appears in the app.</CardDescription>
      </CardHeader>
      <CardContent>
        <FormField control={control} name="displayName" label="Display name">
          {(field) => <Input {...field} maxLength={100} placeholder="e.g. Satoshi" />}
        </FormField>
      </CardContent>
    </Card>
  );
}

function SaveSettingsButton({ status }: { status: SaveStatus }) {
  return (
    <div className="flex items-center justify-end gap-3">
      <SubmitButton size="lg" busy={status === 'saving'} busyLabel="Saving..." aria-live="polite">
        {status === 'saved' ? (
          <>
            <Check aria-hidden="true" /> Saved!
          </>
        ) : (
          <>
            <Save aria-hidden="true" /> Save Settings
          </>
        )}
      </SubmitButton>
    </div>
  );
}

/**
 * Settings (spec §2): saved to local storage `user_settings` ('Saving...' 0.8 s, then 'Saved!'
 * for 2 s), read-only account facts, the data download and the Danger Zone that deletes the account.
 */
export function SettingsForm({ email, isPremium }: { email: string | null; isPremium: boolean }) {
  const theme = useTheme();
  // The theme switch shows the theme in effect, which the user menu may have changed since the last save.
  const [initial] = useState(() => ({
    ...(readUserSettings() ?? defaultSettings),
    theme: theme.resolved,
    personalized: readPersonalizationEnabled(),
  }));
  const form = useZodForm(settingsFormSchema, initial);
  const { status, save } = useTimedSave(SETTINGS_SAVE_DELAY_MS, SETTINGS_SAVED_BADGE_MS);

  const onSave = ({ personalized, ...settings }: SettingsValues) =>
    save(() => {
      writeUserSettings(settings);
      writePersonalizationEnabled(personalized);
      theme.setPreference(settings.theme);
      toast.success('Settings saved');
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <AppPageHeader back={backToDashboard} title="Settings" description="Personalise Chainscribe on this device." />
      <Form form={form} onSubmit={onSave} className="flex flex-col gap-6">
        <DisplayNameCard control={form.control} />
        <PreferencesCard control={form.control} />
        <PersonalisationCard control={form.control} />
        <AccountCard email={email} isPremium={isPremium} />
        <SaveSettingsButton status={status} />
      </Form>
      <DataExportCard />
      <DangerZone email={email} />
    </div>
  );
}
