import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { LocalAuthActions } from '../../../lib/auth/auth-context.ts';
import { CredentialsForm } from './credentials-form.tsx';

/** Local-mode sign-up; success goes to /dashboard (spec §2). */
export function SignUpForm({ actions }: { actions: LocalAuthActions }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <CredentialsForm
        mode="sign-up"
        onSubmit={async (credentials) => {
          await actions.signUp(credentials);
          void navigate(paths.dashboard, { replace: true });
        }}
        footer={
          <p className="-mt-1 text-xs text-muted-foreground">
            By creating an account you agree to our{' '}
            <Link to={paths.terms} className="text-foreground underline underline-offset-2">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy} className="text-foreground underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
        }
      />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
