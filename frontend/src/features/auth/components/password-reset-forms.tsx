import { ArrowLeft, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { confirmPasswordReset, requestPasswordReset } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

function BackToSignIn() {
  return (
    <Link to={paths.signIn} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to sign in
    </Link>
  );
}

/** /sign-in/forgot-password: asks for a reset link. */
export function ForgotPasswordForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = requestPasswordReset.request.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    request.mutate(parsed.data);
  };

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title="Check your inbox">
          {request.data.message}
        </Alert>
        <BackToSignIn />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {request.isError ? <Alert tone="danger" role="alert" title={errorMessage(request.error, 'Something went wrong. Please try again.')} /> : null}
      <Field id={`${id}-email`} label="Email address" error={fieldError}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-email-error` : undefined}
        />
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          <>
            <MailCheck aria-hidden="true" /> Send reset link
          </>
        )}
      </Button>
      <BackToSignIn />
    </form>
  );
}

/** /reset-password?token=… (and /sign-in/reset-password): sets a new password from the emailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const confirm = useConfirmPasswordReset();

  if (!token) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="danger" title="This reset link is incomplete">
          Open the link from your email again, or request a new one.
        </Alert>
        <Link to={`${paths.signIn}/forgot-password`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Request a new link
        </Link>
      </div>
    );
  }

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success" title="Password updated">
          You can sign in with your new password now.
        </Alert>
        <Button asChild size="lg">
          <Link to={paths.signIn}>Sign in</Link>
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = confirmPasswordReset.request.safeParse({ token, password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    confirm.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {confirm.isError ? <Alert tone="danger" role="alert" title={errorMessage(confirm.error, 'Something went wrong. Please try again.')} /> : null}
      <Field id={`${id}-password`} label="New password" error={fieldError} hint="At least 8 characters.">
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-password-error` : `${id}-password-hint`}
        />
      </Field>
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? (
          <>
            <Spinner /> Saving...
          </>
        ) : (
          'Set new password'
        )}
      </Button>
      <BackToSignIn />
    </form>
  );
}
