import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { LocalAuthActions } from '../../../lib/auth/auth-context.ts';
import { CredentialsForm } from './credentials-form.tsx';

/** Local-mode sign-in; success goes to /dashboard (spec §2). */
export function SignInForm({ actions }: { actions: LocalAuthActions }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <CredentialsForm
        mode="sign-in"
        onSubmit={async (credentials) => {
          await actions.signIn(credentials);
          void navigate(paths.dashboard, { replace: true });
        }}
        footer={
          <div className="-mt-2 flex justify-end">
            <Link to={`${paths.signIn}/forgot-password`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </div>
        }
      />
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={paths.signUp} className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </div>
  );
}
