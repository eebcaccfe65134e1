import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { useMySettings } from '../../../features/settings/api/get-settings.ts';
import { SettingsForm } from '../../../features/settings/components/settings-form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';
import { useMyProfile } from '../../../lib/current-user/get-profile.ts';

// X account and posting schedule come in their own chunk, so the preferences never wait for them.
const PublishingSettingsCards = lazy(() => import('../../../features/publishing/components/settings-cards.tsx'));

export function SettingsRoute() {
  const auth = useAuth();
  const me = useMe();
  const settings = useMySettings();
  const profile = useMyProfile();
  if (me.isPending || settings.isPending || profile.isPending) return <InlineLoading message="Loading settings..." />;
  if (settings.isError)
    return (
      <Alert tone="danger" title="Your settings could not be loaded">
        {errorMessage(settings.error, 'Please try again in a moment.')}
      </Alert>
    );
  return (
    <>
      <title>Settings · Chainscribe</title>
      <SettingsForm
        settings={settings.data}
        email={me.data?.email ?? auth.identity?.email ?? null}
        username={profile.data?.username ?? null}
        isPremium={isPremiumUser(me.data)}
        publishing={
          <Suspense fallback={<InlineLoading message="Loading X account..." />}>
            <PublishingSettingsCards />
          </Suspense>
        }
      />
    </>
  );
}
