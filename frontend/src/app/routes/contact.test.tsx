import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/contact', () => {
  it('when the form is sent empty, then each required field says what is missing, is marked invalid and points at its message', async () => {
    const { user } = renderApp('/contact', { apiBaseUrl: server.url });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.click(within(form).getByRole('button', { name: /Send message/ }));

    for (const [label, message] of [
      ['Name', 'Please enter your name'],
      ['Email', 'Please enter your email'],
      ['Message', 'Please enter a message'],
    ] as const) {
      const field = within(form).getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')).toHaveTextContent(message);
    }
    expect(screen.queryByText('Thanks, we got your message')).toBeNull();
  });

  it('when the email is malformed, then only the email is refused; when corrected, then the message is confirmed and the form cleared', async () => {
    const { user } = renderApp('/contact', { apiBaseUrl: server.url });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByLabelText('Name'), 'Ada');
    await user.type(within(form).getByLabelText('Email'), 'ada@');
    await user.type(within(form).getByLabelText('Message'), 'Hello there');
    await user.click(within(form).getByRole('button', { name: /Send message/ }));
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    await user.type(within(form).getByLabelText('Email'), 'example.com');
    await user.click(within(form).getByRole('button', { name: /Send message/ }));
    expect(await within(form).findByText('Thanks, we got your message')).toBeInTheDocument();
    expect(within(form).getByText(/We will get back to you at ada@example.com/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });
});
