import { Check, Save, WandSparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { userSettingsValuesSchema } from '@chainscribe/contracts';
import type { UserSettings, UserSettingsValues } from '@chainscribe/contracts';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Form, FormError, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTheme } from '../../../lib/theme.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { AccountCard } from './account-card.tsx';
import { DangerZone } from './danger-zone.tsx';
import { DataExportCard } from './data-export-card.tsx';
import { PersonalisationCard } from './personalisation-card.tsx';
import { EmailUpdatesToggle, PublicProfileToggle, PushToggle, ThemeToggle } from './preference-toggles.tsx';
import { SettingToggle } from './toggle-row.tsx';

function PreferencesCard({
  control,
  settings,
  username,
}: {
  control: Control<UserSettingsValues>;
  settings: UserSettings;
  username: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Kept with your account, so they follow you to every device.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-border pt-0 pb-2">
        <ThemeToggle control={control} />
        <SettingToggle
          control={control}
          name="autoSave"
          icon={WandSparkles}
          title="Auto-save drafts"
          description="The library editor saves your changes after a pause. Off, it saves only when you press Save."
        />
        <EmailUpdatesToggle control={control} consentAt={settings.emailUpdatesConsentAt} />
        <PushToggle control={control} />
        <PublicProfileToggle control={control} username={username} />
      </CardContent>
    </Card>
  );
}

/** Saving…, then Saved until the next change; the server's refusal shows above the button. */
function SaveSettingsButton({ control, busy, saved }: { control: Control<UserSettingsValues>; busy: boolean; saved: boolean }) {
  const { isDirty } = useFormState({ control });
  return (
    <div className="flex flex-col gap-3">
      <FormError control={control} />
      <div className="flex items-center justify-end gap-3">
        <SubmitButton size="lg" busy={busy} busyLabel="Saving..." aria-live="polite">
          {saved && !isDirty ? (
            <>
              <Check aria-hidden="true" /> Saved
            </>
          ) : (
            <>
              <Save aria-hidden="true" /> Save Settings
            </>
          )}
        </SubmitButton>
      </div>
    </div>
  );
}

// The form always holds every setting; the contract's defaults are for older clients.
const formSchema = userSettingsValuesSchema.required();

const valuesOf = ({
  theme,
  autoSave,
  emailUpdates,
  pushNotifications,
  publicProfile,
  personalisation,
  notFinancialAdvice,
}: UserSettings): UserSettingsValues => ({
  theme,
  autoSave,
  emailUpdates,
  pushNotifications,
  publicProfile,
  personalisation,
  notFinancialAdvice,
});

/**
 * Settings (spec §2, issue 23): read from and saved to the account (PUT /api/users/me/settings),
 * read-only account facts, the data download and the Danger Zone that deletes the account.
 */
export function SettingsForm({
  settings,
  email,
  username,
  isPremium,
  publishing,
}: {
  settings: UserSettings;
  email: string | null;
  username: string | null;
  isPremium: boolean;
  /** The app layer's X account and posting schedule cards (publishing feature). */
  publishing?: ReactNode;
}) {
  const theme = useTheme();
  const form = useZodForm(formSchema, valuesOf(settings));
  const update = useUpdateSettings();

  // The theme saved is the one on screen, whatever the form was loaded with.
  const onSave = (values: UserSettingsValues) =>
    update.mutate(
      { ...values, theme: theme.resolved },
      {
        onSuccess: (stored) => {
          form.reset(valuesOf(stored));
          theme.setPreference(stored.theme);
          toast.success('Settings saved');
        },
        onError: (error) => form.setError('root', { message: errorMessage(error, 'Your settings could not be saved. Please try again.') }),
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <AppPageHeader back={backToDashboard} title="Settings" description="Your preferences, kept with your account." />
      <Form form={form} onSubmit={onSave} className="flex flex-col gap-6">
        <PreferencesCard control={form.control} settings={settings} username={username} />
        <PersonalisationCard control={form.control} />
        <AccountCard email={email} isPremium={isPremium} />
        <SaveSettingsButton control={form.control} busy={update.isPending} saved={update.isSuccess} />
      </Form>
      {publishing}
      <DataExportCard />
      <DangerZone email={email} />
    </div>
  );
}
