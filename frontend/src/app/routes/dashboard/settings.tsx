import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { SettingsForm } from '../../../features/settings/components/settings-form.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';

export function SettingsRoute() {
  const auth = useAuth();
  const me = useMe();
  if (me.isPending) return <InlineLoading message="Loading settings..." />;
  return (
    <>
      <title>Settings · Chainscribe</title>
      <SettingsForm email={me.data?.email ?? auth.identity?.email ?? null} isPremium={isPremiumUser(me.data)} />
    </>
  );
}
