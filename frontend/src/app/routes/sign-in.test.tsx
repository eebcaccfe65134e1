import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chainscribe/contracts';
import { authSession, signInRequestBody, userRow } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { problem, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/sign-in', () => {
  it('when the form is submitted empty, then both fields explain what is missing and nothing is sent', async () => {
    const { user } = renderApp('/sign-in', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter an email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.some((request) => request.path === '/api/auth/sign-in')).toBe(false);
  });

  it('when the email is malformed or the phone is not international, then the contract messages show', async () => {
    const { user } = renderApp('/sign-in', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '555-1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter the phone number in international format, e.g. +14155550123')).toBeInTheDocument();
  });

  it('when the server refuses the credentials, then its message shows above the form', async () => {
    server.on('POST', '/api/auth/sign-in', () => problem(401, 'Invalid login credentials', 'invalid_credentials'));
    const { user } = renderApp('/sign-in', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Email address'), 'Satoshi@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(server.requests.at(-1)?.body).toEqual(signInRequestBody('satoshi@example.com', 'wrong-password'));
  });

  it('when the credentials are right, then the user lands on /dashboard, signed in', async () => {
    const row = userRow({ email: 'satoshi@example.com' });
    server.on('POST', '/api/auth/sign-in', () => ({ body: authSession({ id: row.clerk_id, email: row.email }) }));
    server.on('GET', '/api/users/me', () => ({ body: row }));
    const { user, router } = renderApp('/sign-in', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Email address'), 'satoshi@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Your Thread Control Center' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // Only a marker is stored: no token of any kind reaches localStorage.
    expect(window.localStorage.getItem('chainscribe.session')).toBe('active');
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('access-') || value.includes('refresh'))).toBe(false);
  });

  it('when a visitor follows "Sign up", then the sign-up form opens and links back', async () => {
    const { user, router } = renderApp('/sign-in', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('when the sign-up password is too short, then the weak-password message shows', async () => {
    const { user } = renderApp('/sign-up/extra/path', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('Email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password should be at least 8 characters')).toBeInTheDocument();
  });

  it('when a user asks for a reset link, then the server message confirms it without saying whether the account exists', async () => {
    server.on('POST', '/api/auth/password-reset', () => ({
      body: { success: true, message: 'If an account exists for this email, a password reset link has been sent.' },
    }));
    const { user } = renderApp('/sign-in', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText('Email address'), 'satoshi@example.com');
    await user.click(screen.getByRole('button', { name: /Send reset link/ }));
    expect(await screen.findByText('If an account exists for this email, a password reset link has been sent.')).toBeInTheDocument();
    expect(server.requests.at(-1)?.body).toEqual({ email: 'satoshi@example.com' });
  });

  it('when the emailed reset link is opened and a new password set, then it confirms and offers sign-in', async () => {
    server.on('POST', '/api/auth/password-reset/confirm', () => ({ body: { success: true } }));
    const { user } = renderApp('/reset-password?token=abc123', { apiBaseUrl: server.url });
    await user.type(await screen.findByLabelText('New password'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(server.requests.at(-1)?.body).toEqual({ token: 'abc123', password: 'a much longer passphrase' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('when the new password is too short, then the contract message shows and nothing is sent; when the link has expired, then the server says so above the form', async () => {
    let confirms = 0;
    server.on('POST', '/api/auth/password-reset/confirm', () => {
      confirms += 1;
      return problem(400, messages.invalidResetToken, 'invalid_reset_token');
    });
    const { user } = renderApp('/reset-password?token=abc123', { apiBaseUrl: server.url });
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password should be at least 8 characters')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(confirms).toBe(0);

    await user.type(password, ' but longer now');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidResetToken);
    expect(confirms).toBe(1);
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });
});
