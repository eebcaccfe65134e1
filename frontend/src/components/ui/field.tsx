import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';
import { Label } from './label.tsx';

// Apart from form.tsx so a page whose fields are not a react-hook-form form (New Thread's setup)
// does not start with the form kit.

/** What a control needs to be wired to its label, hint and error for screen readers. */
export function controlAria(id: string, { error, hint }: { error?: string | undefined; hint?: string | undefined }) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** A labelled control with an optional hint and error, the error announced when it appears. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
