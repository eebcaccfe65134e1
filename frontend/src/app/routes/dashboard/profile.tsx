import { Alert } from '../../../components/ui/alert.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useMyProfile } from '../../../lib/current-user/get-profile.ts';

export function ProfileRoute() {
  const auth = useAuth();
  const profile = useMyProfile();
  if (profile.isPending) return <InlineLoading message="Loading profile..." />;
  if (profile.isError)
    return (
      <Alert tone="danger" title="Your profile could not be loaded">
        {errorMessage(profile.error, 'Please try again in a moment.')}
      </Alert>
    );
  return (
    <>
      <title>Profile · Chainscribe</title>
      <ProfileForm profile={profile.data} email={auth.identity?.email ?? null} />
    </>
  );
}
