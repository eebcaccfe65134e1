import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/dashboard/profile', () => {
  it('when the profile opens, then the username comes from the email and the bio has its starter text', async () => {
    signedInAs(server, userRow({ email: 'hal@example.com' }));
    renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    expect(await screen.findByLabelText('Username')).toHaveValue('hal');
    expect(screen.getByLabelText('Email')).toHaveValue('hal@example.com');
    expect(screen.getByLabelText('Bio')).toHaveValue('Content creator specializing in tech threads');
  });

  it('when the email is not an email, then saving is refused with a message; when fixed, then it saves and shows Saved', async () => {
    signedInAs(server, userRow({ email: 'hal@example.com' }));
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'hal-at-example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: /Saving/ })).toBeNull();

    await user.clear(email);
    await user.type(email, 'hal@example.org');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    expect(await screen.findByRole('status', {}, { timeout: 2500 })).toHaveTextContent('Saved');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
