import { confirmPasswordReset, requestPasswordReset } from '@chainscribe/contracts/routes';
import { ArrowLeft, MailCheck } from 'lucide-react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { contractOf, errorMessage } from '../../../lib/api-client.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

function BackToSignIn() {
  return (
    <Link
      to={paths.signIn}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to sign in
    </Link>
  );
}

const resetRequestSchema = async () => (await contractOf(requestPasswordReset)).request;

/** The server's refusal above the form; the next submit clears it. */
function showRefusal<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown) {
  form.setError('root', { message: errorMessage(error, 'Something went wrong. Please try again.') });
}
const newPasswordSchema = async () => (await contractOf(confirmPasswordReset)).request.pick({ password: true });

/** /sign-in/forgot-password: asks for a reset link. */
export function ForgotPasswordForm() {
  const form = useZodForm(resetRequestSchema, { email: '' });
  const request = useRequestPasswordReset();

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
    <Form
      form={form}
      onSubmit={(values) => request.mutateAsync(values).catch((error: unknown) => showRefusal(form, error))}
      className="flex flex-col gap-5"
    >
      <FormError control={form.control} />
      <FormField control={form.control} name="email" label="Email address">
        {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" />}
      </FormField>
      <SubmitButton size="lg" busy={request.isPending} busyLabel="Sending...">
        <MailCheck aria-hidden="true" /> Send reset link
      </SubmitButton>
      <BackToSignIn />
    </Form>
  );
}

function IncompleteResetLink() {
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

function PasswordUpdated() {
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

/** /reset-password?token=… (and /sign-in/reset-password): sets a new password from the emailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  if (!token) return <IncompleteResetLink />;
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const form = useZodForm(newPasswordSchema, { password: '' });
  const confirm = useConfirmPasswordReset();
  if (confirm.isSuccess) return <PasswordUpdated />;

  return (
    <Form
      form={form}
      onSubmit={({ password }) => confirm.mutateAsync({ token, password }).catch((error: unknown) => showRefusal(form, error))}
      className="flex flex-col gap-5"
    >
      <FormError control={form.control} />
      <FormField control={form.control} name="password" label="New password" hint="At least 8 characters.">
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <SubmitButton size="lg" busy={confirm.isPending} busyLabel="Saving...">
        Set new password
      </SubmitButton>
      <BackToSignIn />
    </Form>
  );
}
