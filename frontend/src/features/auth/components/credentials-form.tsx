import { signIn as signInCall, signUp as signUpCall } from '@chainscribe/contracts';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { Credentials } from '../../../lib/auth/auth-context.ts';
import { PasswordInput } from './password-input.tsx';
import { SignInMethodSwitch } from './sign-in-method-switch.tsx';

const copy = {
  'sign-in': { submit: 'Sign In', busy: 'Signing in...', passwordAutocomplete: 'current-password', contract: signInCall.request },
  'sign-up': {
    submit: 'Create Account',
    busy: 'Creating your account...',
    passwordAutocomplete: 'new-password',
    contract: signUpCall.request,
  },
} as const;

const draftSchema = z.object({ method: z.enum(['email', 'phone']), email: z.string(), phone: z.string(), password: z.string() });
type CredentialsDraft = z.infer<typeof draftSchema>;
const emptyDraft: CredentialsDraft = { method: 'email', email: '', phone: '', password: '' };

/** The form has one identifier input; the contract takes the one in use, or none when it is blank. */
function credentialsSchema(contract: (typeof copy)[keyof typeof copy]['contract']) {
  return draftSchema
    .transform(({ method, email, phone, password }): Credentials => {
      const identifier = method === 'email' ? email : phone;
      if (!identifier.trim()) return { password };
      return method === 'email' ? { email, password } : { phone, password };
    })
    .pipe(contract);
}

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
  const form = useZodForm(credentialsSchema(text.contract), emptyDraft);
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
