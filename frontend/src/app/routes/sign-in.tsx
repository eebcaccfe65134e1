import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ClerkWidget } from '../../features/auth/components/clerk-widget.tsx';
import { ForgotPasswordForm, ResetPasswordForm } from '../../features/auth/components/password-reset-forms.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/** /sign-in and /sign-in/* (spec §2): Clerk's widget, or our form plus the password-reset steps. */
export function SignInRoute() {
  const auth = useAuth();
  const { '*': step } = useParams();
  const [search] = useSearchParams();

  if (auth.status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  if (!auth.local) return <ClerkWidget kind="sign-in" />;

  if (step === 'forgot-password') {
    return (
      <AuthShell title="Reset your password" description="Enter your email and we will send you a link to choose a new password.">
        <title>Reset password · Chainscribe</title>
        <ForgotPasswordForm />
      </AuthShell>
    );
  }
  if (step === 'reset-password') {
    return (
      <AuthShell title="Choose a new password" description="Pick something you have not used elsewhere.">
        <title>New password · Chainscribe</title>
        <ResetPasswordForm token={search.get('token')} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Welcome back" description="Sign in to write your next thread.">
      <title>Sign in · Chainscribe</title>
      <SignInForm actions={auth.local} />
    </AuthShell>
  );
}
