import { Eye, EyeOff, Mail, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { signIn as signInCall, signUp as signUpCall } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { Credentials } from '../../../lib/auth/auth-context.ts';
import { cn } from '../../../lib/utils.ts';

type Method = 'email' | 'phone';
type FieldErrors = Partial<Record<'identifier' | 'password', string>>;

const copy = {
  'sign-in': { submit: 'Sign In', busy: 'Signing in...', passwordAutocomplete: 'current-password', schema: signInCall.request },
  'sign-up': { submit: 'Create Account', busy: 'Creating your account...', passwordAutocomplete: 'new-password', schema: signUpCall.request },
} as const;

/** Issue paths from the contract (or the server's `errors`) onto our two inputs. */
function fieldFor(path: string): keyof FieldErrors | null {
  if (path === 'password') return 'password';
  if (path === 'email' || path === 'phone' || path === '') return 'identifier';
  return null;
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
  const id = useId();
  const [method, setMethod] = useState<Method>('email');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = copy[mode];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const draft = { ...(identifier.trim() ? { [method]: identifier } : {}), password };
    const parsed = text.schema.safeParse(draft);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = fieldFor(issue.path.map(String).join('.'));
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit({ email: parsed.data.email, phone: parsed.data.phone, password: parsed.data.password });
    } catch (error) {
      const fromServer: FieldErrors = {};
      if (error instanceof ApiError) {
        for (const fieldError of error.problem?.errors ?? []) {
          const field = fieldFor(fieldError.path);
          if (field && !fromServer[field]) fromServer[field] = fieldError.message;
        }
      }
      setErrors(fromServer);
      setFormError(errorMessage(error, 'Something went wrong. Please try again.'));
      setBusy(false);
    }
  };

  const identifierId = `${id}-identifier`;
  const passwordId = `${id}-password`;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={busy}>
      {formError ? (
        <Alert tone="danger" role="alert" title={formError} />
      ) : null}

      <div role="radiogroup" aria-label="Sign in with" className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/60 p-1">
        {(['email', 'phone'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={method === option}
            onClick={() => {
              setMethod(option);
              setIdentifier('');
              setErrors({});
            }}
            className={cn(
              'inline-flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              method === option ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option === 'email' ? <Mail aria-hidden="true" className="size-4" /> : <Phone aria-hidden="true" className="size-4" />}
            {option === 'email' ? 'Email' : 'Phone'}
          </button>
        ))}
      </div>

      <Field id={identifierId} label={method === 'email' ? 'Email address' : 'Phone number'} error={errors.identifier} hint={method === 'phone' ? 'International format, e.g. +14155550123' : undefined}>
        <Input
          id={identifierId}
          name={method}
          type={method === 'email' ? 'email' : 'tel'}
          inputMode={method === 'email' ? 'email' : 'tel'}
          autoComplete={method === 'email' ? 'email' : 'tel'}
          placeholder={method === 'email' ? 'you@example.com' : '+14155550123'}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          aria-invalid={errors.identifier ? true : undefined}
          aria-describedby={errors.identifier ? `${identifierId}-error` : method === 'phone' ? `${identifierId}-hint` : undefined}
        />
      </Field>

      <Field
        id={passwordId}
        label="Password"
        error={errors.password}
        hint={mode === 'sign-up' ? 'At least 8 characters. A passphrase is easiest to remember.' : undefined}
      >
        <div className="relative">
          <Input
            id={passwordId}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete={text.passwordAutocomplete}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="pr-11"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : mode === 'sign-up' ? `${passwordId}-hint` : undefined}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {showPassword ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          </button>
        </div>
      </Field>

      {footer}

      <Button type="submit" size="lg" disabled={busy}>
        {busy ? (
          <>
            <Spinner /> {text.busy}
          </>
        ) : (
          text.submit
        )}
      </Button>
    </form>
  );
}
