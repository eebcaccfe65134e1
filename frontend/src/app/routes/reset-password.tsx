import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ResetPasswordForm } from '../../features/auth/components/password-reset-forms.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/** /reset-password?token=… (the emailed link): local mode only; Clerk runs its own recovery. */
export function ResetPasswordRoute() {
  const auth = useAuth();
  const [search] = useSearchParams();
  if (!auth.local) return <Navigate to={paths.signIn} replace />;
  return (
    <AuthShell title="Choose a new password" description="Pick something you have not used elsewhere.">
      <title>New password · Chainscribe</title>
      <ResetPasswordForm token={search.get('token')} />
    </AuthShell>
  );
}
