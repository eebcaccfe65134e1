import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { get, useController, useForm, useFormState } from 'react-hook-form';
import type {
  Control,
  ControllerRenderProps,
  DefaultValues,
  FieldErrors,
  FieldPath,
  FieldValues,
  Resolver,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import type { ButtonProps } from './button.tsx';
import { controlAria, Field } from './field.tsx';
import { Spinner } from './spinner.tsx';

type Schema<Output, Input> = z.ZodType<Output, Input>;

/**
 * A form's schema, or a loader for it (`() => contractOf(route).then((c) => c.request)`). A loaded
 * schema keeps zod and the contract module out of the page's start-up: they arrive when the form
 * is first reached for (focus or press), and a submit before that waits for them.
 */
export type SchemaSource<Output, Input> = Schema<Output, Input> | (() => Promise<Schema<Output, Input>>);

interface SchemaResolver<Input extends FieldValues, Output> {
  resolve: Resolver<Input, unknown, Output>;
  warm: () => void;
}

/** Forms whose schema loads on first use, by their control: `<Form>` starts the load when reached for. */
const warmers = new WeakMap<object, () => void>();

function schemaResolver<Input extends FieldValues, Output>(source: SchemaSource<Output, Input>): SchemaResolver<Input, Output> {
  if (typeof source !== 'function') return { resolve: zodResolver(source), warm: () => undefined };
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => (ready ??= source().then((schema) => zodResolver(schema)));
  return {
    warm: () => void load().catch(() => undefined),
    async resolve(values, context, options) {
      try {
        const resolveWithSchema = await load();
        return await resolveWithSchema(values, context, options);
      } catch (error) {
        // Not loaded (offline): say so above the form; the next submit tries again.
        ready = undefined;
        const root = { type: 'unavailable', message: errorMessage(error, 'Something went wrong. Please try again.') };
        return { values: {}, errors: { root } as FieldErrors<Input> };
      }
    },
  };
}

/**
 * A react-hook-form form validated by a zod schema (usually a contract's request schema), so the
 * browser shows the same messages the server would send. Checked on submit and again on each
 * later submit, never while typing.
 */
export function useZodForm<Input extends FieldValues, Output>(schema: SchemaSource<Output, Input>, defaultValues: DefaultValues<Input>) {
  const [resolver] = useState(() => schemaResolver(schema));
  const form = useForm<Input, unknown, Output>({ resolver: resolver.resolve, defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  warmers.set(form.control, resolver.warm);
  return form;
}

/**
 * `<form>` bound to a react-hook-form instance: the browser's own validation stays off. POST, so
 * that if the browser ever submits it itself (the app failed to start), no field lands in an address.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { form: UseFormReturn<Input, unknown, Output>; onSubmit: (values: Output) => unknown }) {
  return (
    <form
      method="post"
      noValidate
      onFocus={warmers.get(form.control)}
      onPointerDown={warmers.get(form.control)}
      {...props}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      {children}
    </form>
  );
}

export type FieldControl<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<T, N> & ReturnType<typeof controlAria>;

/**
 * One form field: label, the control `children` draws from the props it is handed (value,
 * handlers, id and aria wiring), and the field's hint or validation error.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, Out>({
  control,
  name,
  label,
  hint,
  alsoShowErrorOf,
  className,
  children,
}: {
  control: Control<T, unknown, Out>;
  name: N;
  label: string;
  hint?: string | undefined;
  /** A rule across fields may file its message under another field's name. */
  alsoShowErrorOf?: FieldPath<T>;
  className?: string;
  children: (control: FieldControl<T, N>) => ReactNode;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const { errors } = useFormState({ control });
  const error = fieldState.error?.message ?? (alsoShowErrorOf ? errorMessageAt(errors, alsoShowErrorOf) : undefined);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {children({ ...field, ...controlAria(id, { error, hint }) })}
    </Field>
  );
}

function errorMessageAt(errors: object, name: string): string | undefined {
  const message: unknown = get(errors, `${name}.message`);
  return typeof message === 'string' ? message : undefined;
}

/**
 * The whole form's error (the server's refusal), set with `form.setError('root', …)`; react-hook-form
 * clears it when the form is submitted again.
 */
export function FormError<T extends FieldValues, Out>({ control }: { control: Control<T, unknown, Out> }) {
  const { errors } = useFormState({ control });
  const message = errors.root?.message;
  return message ? <Alert tone="danger" role="alert" title={message} /> : null;
}

/** The form's submit button: a spinner and `busyLabel` while the submission runs. */
export function SubmitButton({ busy, busyLabel, children, ...props }: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? (
        <>
          <Spinner /> {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
