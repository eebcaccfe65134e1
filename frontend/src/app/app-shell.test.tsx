import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, userRow } from '../testing/fixtures/index.ts';
import { renderApp } from '../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('app shell', () => {
  it('when clerk mode has no publishable key, then the Authentication Error screen shows', async () => {
    renderApp('/', { apiBaseUrl: server.url, config: { authMode: 'clerk', clerkPublishableKey: undefined } });
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByText(/publishable key is missing/)).toBeInTheDocument();
    expect(screen.getByText(/check your environment settings/)).toBeInTheDocument();
  });

  it('when the stored session is still being restored, then a prerendered public page shows at once and the signed-in chrome follows; any other page waits behind Loading application...', async () => {
    window.localStorage.setItem('chainscribe.session', 'active');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on('POST', '/api/auth/refresh', async () => {
      await gate;
      return { body: authSession({ id: 'user-1', email: 'satoshi@example.com' }) };
    });
    server.on('GET', '/api/users/me', () => ({ body: userRow() }));
    const first = renderApp('/pricing', { apiBaseUrl: server.url });
    // Pricing is prerendered: it must not wait for the session (that is what its HTML shows before any script).
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(screen.queryByText('Loading application...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/payment-cancel', { apiBaseUrl: server.url });
    expect(await screen.findByText('Loading application...')).toBeInTheDocument();
    expect(screen.getByText('Chain', { exact: false })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByText('Loading application...')).not.toBeInTheDocument();
  });

  it('when a visitor opens the mobile menu, then it lists the public links with Sign In and Get Started, and following one closes it', async () => {
    const { user, router } = renderApp('/features', { apiBaseUrl: server.url });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Pricing', 'Features', 'FAQ', 'Sign In', 'Get Started']);
    expect(within(mobile).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up');

    await user.click(within(mobile).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the mobile menu is open and Escape is pressed, then it closes', async () => {
    const { user } = renderApp('/faq', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a signed-in user signs out from the user menu, then the session is revoked and they land on /', async () => {
    signedInAs(server);
    server.on('POST', '/api/auth/sign-out', () => ({ body: { success: true } }));
    const { user, router } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('satoshi@example.com')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: /Crypto threads that/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('chainscribe.session')).toBeNull();
    // The refresh cookie names the session; the body carries no token (the app never holds one).
    const signOut = server.requests.findLast((request) => request.path === '/api/auth/sign-out');
    expect(signOut?.body).toEqual({});
    expect(signOut?.headers['content-type']).toBe('application/json');
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('when a keyboard user tabs to the account menu, then its real button takes the focus, Enter opens it and Escape gives the focus back', async () => {
    signedInAs(server);
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    const standIn = await screen.findByRole('button', { name: 'Account menu' });
    // The dropdown's code is not part of the page until the creator reaches for the menu.
    expect(standIn).not.toHaveAttribute('data-state');
    act(() => standIn.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('data-state', 'closed'));
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('when a keyboard user tabs past the account menu before its code has arrived, then the focus stays where they went', async () => {
    signedInAs(server);
    renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    const standIn = await screen.findByRole('button', { name: 'Account menu' });
    const next = screen.getByRole('link', { name: 'Chainscribe home' });
    act(() => {
      standIn.focus();
      next.focus();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('data-state', 'closed'));
    expect(next).toHaveFocus();
  });

  it('when the user picks the light theme in the user menu, then the page switches and the choice is kept', async () => {
    signedInAs(server);
    const { user } = renderApp('/dashboard/profile', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(window.localStorage.getItem('chainscribe.theme')).toBe('light');
  });

  it('when an access token is rejected, then the client refreshes quietly once and retries with the new token', async () => {
    const row = userRow();
    window.localStorage.setItem('chainscribe.session', 'active');
    let refreshes = 0;
    server.on('POST', '/api/auth/refresh', () => {
      refreshes += 1;
      return { body: authSession({ id: row.clerk_id, email: row.email }) };
    });
    let firstToken: string | undefined;
    server.on('GET', '/api/users/me', (request) => {
      firstToken ??= request.headers.authorization;
      return request.headers.authorization === firstToken ? problem(401, 'Auth session missing!', 'unauthenticated') : { body: row };
    });
    const before = server.requests.length;
    renderApp('/dashboard', { apiBaseUrl: server.url });
    expect(await screen.findByText(row.email ?? '')).toBeInTheDocument();
    expect(refreshes).toBe(2);
    const meCalls = server.requests.slice(before).filter((request) => request.path === '/api/users/me');
    expect(meCalls.map((request) => request.headers.authorization)).toEqual([
      firstToken,
      expect.not.stringMatching(firstToken ?? '') as unknown,
    ]);
  });
});
