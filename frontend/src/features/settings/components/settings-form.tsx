import { ArrowLeft, Bell, BrainCircuit, Check, Eraser, Eye, Moon, Save, Smartphone, Sun, TriangleAlert, WandSparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SETTINGS_SAVE_DELAY_MS, SETTINGS_SAVED_BADGE_MS } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field, Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useTimedSave } from '../../../hooks/use-timed-save.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { clearLearningHistory, LEARNING_HISTORY_LIMIT, readLearningHistory } from '../../../lib/personalization/learning-history.ts';
import { readPersonalizationEnabled, writePersonalizationEnabled } from '../../../lib/personalization/preference.ts';
import { useTheme } from '../../../lib/theme.tsx';
import { defaultSettings, readUserSettings, writeUserSettings } from '../utils/user-settings.ts';
import type { UserSettings } from '../utils/user-settings.ts';

const CONFIRM_WINDOW_MS = 5000;

function ToggleRow({
  icon: Icon,
  title,
  description,
  checked,
  onChange,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-4 py-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-muted text-primary">
        <Icon aria-hidden={true} className="size-5" />
      </span>
      <div className="flex-1">
        <Label htmlFor={id}>{title}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

/**
 * Settings (spec §2): saved to local storage `user_settings` ('Saving...' 0.8 s, then 'Saved!'
 * for 2 s), read-only account facts, and the two-click Danger Zone that signs the user out.
 */
export function SettingsForm({ email, isPremium }: { email: string | null; isPremium: boolean }) {
  const id = useId();
  const auth = useAuth();
  const navigate = useNavigate();
  const theme = useTheme();
  // The theme switch shows the theme in effect, which the user menu may have changed since the last save.
  const [settings, setSettings] = useState<UserSettings>(() => ({ ...(readUserSettings() ?? defaultSettings), theme: theme.resolved }));
  const { status, save } = useTimedSave(SETTINGS_SAVE_DELAY_MS, SETTINGS_SAVED_BADGE_MS);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Kept under its own key: user_settings holds exactly the spec's six fields.
  const [personalized, setPersonalized] = useState(readPersonalizationEnabled);
  const [learned, setLearned] = useState(() => readLearningHistory().length);

  const update = <K extends keyof UserSettings>(key: K, value: UserSettings[K]) => setSettings((current) => ({ ...current, [key]: value }));

  // An armed delete button disarms itself, so a stray click much later cannot delete anything.
  useEffect(() => {
    if (!confirmDelete) return;
    const timer = window.setTimeout(() => setConfirmDelete(false), CONFIRM_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [confirmDelete]);

  const onSave = () =>
    save(() => {
      writeUserSettings(settings);
      writePersonalizationEnabled(personalized);
      theme.setPreference(settings.theme);
      toast.success('Settings saved');
    });

  const onDelete = async () => {
    if (!confirmDelete) {
      setConfirmDelete(true);
      return;
    }
    await auth.signOut();
    navigate(paths.home, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link to={paths.dashboard} className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Personalise Chainscribe on this device.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How your name appears in the app.</CardDescription>
        </CardHeader>
        <CardContent>
          <Field id={`${id}-name`} label="Display name">
            <Input id={`${id}-name`} value={settings.displayName} maxLength={100} placeholder="e.g. Satoshi" onChange={(event) => update('displayName', event.target.value)} />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Preferences</CardTitle>
          <CardDescription>Appearance, notifications and privacy.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border pt-0 pb-2">
          <ToggleRow
            icon={settings.theme === 'dark' ? Moon : Sun}
            title="Dark theme"
            description={settings.theme === 'dark' ? 'Dark mode is on.' : 'Light mode is on.'}
            checked={settings.theme === 'dark'}
            onChange={(checked) => update('theme', checked ? 'dark' : 'light')}
          />
          <ToggleRow icon={WandSparkles} title="Auto-save drafts" description="Keep your thread drafts while you work." checked={settings.autoSave} onChange={(checked) => update('autoSave', checked)} />
          <ToggleRow icon={Bell} title="Email updates" description="Product news and tips, at most twice a month." checked={settings.emailNotifications} onChange={(checked) => update('emailNotifications', checked)} />
          <ToggleRow icon={Smartphone} title="Push notifications" description="Alerts when a long generation finishes." checked={settings.pushNotifications} onChange={(checked) => update('pushNotifications', checked)} />
          <ToggleRow icon={Eye} title="Public profile" description="Let other creators find your profile." checked={settings.showProfile} onChange={(checked) => update('showProfile', checked)} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Personalisation</CardTitle>
          <CardDescription>What this browser remembers to tailor your threads. Nothing here leaves the device except with a thread request.</CardDescription>
        </CardHeader>
        <CardContent className="pt-0 pb-4">
          <ToggleRow
            icon={BrainCircuit}
            title="Personalised writing"
            description={`Learn from your last ${LEARNING_HISTORY_LIMIT} threads on this device (type, tone, length, hook, topic or token) and send that, with your session and device basics, along with each thread request. When off, nothing is recorded or sent.`}
            checked={personalized}
            onChange={setPersonalized}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {learned === 0 ? 'No learning history is stored.' : `${learned} ${learned === 1 ? 'thread is' : 'threads are'} in the learning history.`}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={learned === 0}
              onClick={() => {
                clearLearningHistory();
                setLearned(0);
                toast.success('Learning history cleared');
              }}
            >
              <Eraser aria-hidden="true" /> Clear learning history
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>Managed by your sign-in provider and billing.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-email`} label="Email">
            <Input id={`${id}-email`} value={email ?? 'No email on file'} readOnly />
          </Field>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium" id={`${id}-type`}>
              Account type
            </span>
            <div className="flex h-11 items-center" aria-labelledby={`${id}-type`}>
              {isPremium ? <Badge tone="premium">Premium</Badge> : <Badge>Free</Badge>}
            </div>
          </div>
        </CardContent>
      </Card>

      <div className="flex items-center justify-end gap-3">
        <Button size="lg" onClick={onSave} disabled={status === 'saving'} aria-live="polite">
          {status === 'saving' ? (
            <>
              <Spinner /> Saving...
            </>
          ) : status === 'saved' ? (
            <>
              <Check aria-hidden="true" /> Saved!
            </>
          ) : (
            <>
              <Save aria-hidden="true" /> Save Settings
            </>
          )}
        </Button>
      </div>

      <Card className="border-danger/40">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-danger">
            <TriangleAlert aria-hidden="true" className="size-5" /> Danger Zone
          </CardTitle>
          <CardDescription>Deleting your account signs you out right away. To have your data erased as well, email support from your account address.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant={confirmDelete ? 'danger' : 'outline'} className={confirmDelete ? '' : 'border-danger/50 text-danger hover:bg-danger/10'} onClick={() => void onDelete()}>
            {confirmDelete ? 'Click again to confirm delete' : 'Delete Account'}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
