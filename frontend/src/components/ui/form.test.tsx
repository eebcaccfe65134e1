import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { Form, FormError, FormField, SubmitButton, useZodForm } from './form.tsx';
import type { SchemaSource } from './form.tsx';
import { Input } from './input.tsx';

const emailSchema = z.object({ email: z.email('Enter a valid email') });
type Values = z.infer<typeof emailSchema>;

function EmailForm({ schema, onSubmit }: { schema: SchemaSource<Values, Values>; onSubmit: (values: Values) => void }) {
  const form = useZodForm(schema, { email: '' });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Email">
      <FormError control={form.control} />
      <FormField control={form.control} name="email" label="Email address">
        {(control) => <Input {...control} />}
      </FormField>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending...">
        Send
      </SubmitButton>
    </Form>
  );
}

describe('useZodForm with a schema that loads when needed', () => {
  it('when the page shows the form, then the schema is not asked for; reaching a field asks for it once', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => emailSchema);
    render(<EmailForm schema={load} onSubmit={() => undefined} />);
    expect(load).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await user.type(screen.getByLabelText('Email address'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the form is submitted before anything touched it, then it waits for the schema and shows its message', async () => {
    const submitted = vi.fn();
    render(<EmailForm schema={async () => emailSchema} onSubmit={submitted} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Email' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('when the schema cannot be loaded, then the form says so above the fields and the next submit tries again', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    const load = vi
      .fn<() => Promise<typeof emailSchema>>()
      .mockRejectedValueOnce(new ApiError('We could not reach Chainscribe. Check your connection and try again.', 0))
      .mockResolvedValue(emailSchema);
    render(<EmailForm schema={load} onSubmit={submitted} />);
    await user.type(screen.getByLabelText('Email address'), 'creator@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Chainscribe. Check your connection and try again.');
    expect(submitted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledWith({ email: 'creator@example.com' }, expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
