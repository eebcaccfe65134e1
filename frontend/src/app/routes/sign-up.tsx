import { planOffers } from '@chainscribe/contracts/catalogue';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthShell } from '../../features/auth/components/auth-shell.tsx';
import { ClerkWidget } from '../../features/auth/components/clerk-widget.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/** /sign-up and /sign-up/* (spec §2). */
export function SignUpRoute() {
  const auth = useAuth();
  if (auth.status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  if (!auth.local) return <ClerkWidget kind="sign-up" />;
  return (
    <AuthShell title="Create your account" description={`The ${planOffers.free.name} plan is free forever. No card, no wallet needed.`}>
      <title>Sign up · Chainscribe</title>
      <SignUpForm actions={auth.local} />
    </AuthShell>
  );
}
