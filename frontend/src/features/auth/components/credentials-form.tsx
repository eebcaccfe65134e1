import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage, loaded } from '../../../lib/api-client.ts';
import type { Credentials } from '../../../lib/auth/auth-context.ts';
import type { CredentialsDraft } from './credentials-schema.ts';
import { PasswordInput } from './password-input.tsx';
import { SignInMethodSwitch } from './sign-in-method-switch.tsx';

const copy = {
  'sign-in': { submit: 'Sign In', busy: 'Signing in...', passwordAutocomplete: 'current-password' },
  'sign-up': { submit: 'Create Account', busy: 'Creating your account...', passwordAutocomplete: 'new-password' },
} as const;

const emptyDraft: CredentialsDraft = { method: 'email', email: '', phone: '', password: '' };
const schemaOf = (mode: 'sign-in' | 'sign-up') => async () => (await loaded(import('./credentials-schema.ts'))).credentialsSchema(mode);

/** The server's field errors (`email`, `phone`, or none for the pair) land on our inputs. */
function showServerErrors(form: UseFormReturn<CredentialsDraft, unknown, Credentials>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  for (const fieldError of error.problem?.errors ?? []) {
    const field =
      fieldError.path === 'password' ? 'password' : ['email', 'phone', ''].includes(fieldError.path) ? form.getValues('method') : null;
    if (field && !form.getFieldState(field).error) form.setError(field, { message: fieldError.message });
  }
}

/** Another identifier: the typed one and the field errors go, the password and the server's message stay. */
function switchMethod(form: UseFormReturn<CredentialsDraft, unknown, Credentials>, method: CredentialsDraft['method']) {
  form.setValue('method', method);
  form.setValue('email', '');
  form.setValue('phone', '');
  form.clearErrors(['email', 'phone', 'password']);
}

/**
 * Email-or-phone plus password (spec §5), validated with the same contract schema the server
 * uses; the server's own message (e.g. 'Invalid login credentials') shows above the fields.
 */
export function CredentialsForm({
  mode,
  onSubmit,
  footer,
}: {
  mode: 'sign-in' | 'sign-up';
  onSubmit: (credentials: Credentials) => Promise<void>;
  footer?: ReactNode;
}) {
  const text = copy[mode];
  const form = useZodForm(schemaOf(mode), emptyDraft);
  const method = form.watch('method');

  const submit = async (credentials: Credentials) => {
    try {
      await onSubmit({ email: credentials.email, phone: credentials.phone, password: credentials.password });
    } catch (error) {
      showServerErrors(form, error);
      form.setError('root', { message: errorMessage(error, 'Something went wrong. Please try again.') });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5" aria-busy={form.formState.isSubmitting}>
      <FormError control={form.control} />
      <SignInMethodSwitch value={method} onChange={(next) => switchMethod(form, next)} />
      <FormField
        key={method}
        control={form.control}
        name={method}
        alsoShowErrorOf="email"
        label={method === 'email' ? 'Email address' : 'Phone number'}
        hint={method === 'phone' ? 'International format, e.g. +14155550123' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type={method === 'email' ? 'email' : 'tel'}
            inputMode={method === 'email' ? 'email' : 'tel'}
            autoComplete={method === 'email' ? 'email' : 'tel'}
            placeholder={method === 'email' ? 'you@example.com' : '+14155550123'}
          />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="password"
        label="Password"
        hint={mode === 'sign-up' ? 'At least 8 characters. A passphrase is easiest to remember.' : undefined}
      >
        {(control) => <PasswordInput {...control} autoComplete={text.passwordAutocomplete} />}
      </FormField>
      {footer}
      <SubmitButton size="lg" busy={form.formState.isSubmitting} busyLabel={text.busy}>
        {text.submit}
      </SubmitButton>
    </Form>
  );
}
