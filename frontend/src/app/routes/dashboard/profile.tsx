import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useMe } from '../../../lib/current-user/get-me.ts';

export function ProfileRoute() {
  const auth = useAuth();
  const me = useMe();
  if (me.isPending) return <InlineLoading message="Loading profile..." />;
  return (
    <>
      <title>Profile · Chainscribe</title>
      <ProfileForm email={me.data?.email ?? auth.identity?.email ?? null} />
    </>
  );
}
