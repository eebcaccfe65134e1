import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analytics } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { signedInAs, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('dashboard guard', () => {
  it('when a visitor opens /dashboard/analytics, then they land on /sign-in', async () => {
    const { router } = renderApp('/dashboard/analytics', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByRole('heading', { name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('when a stored session is refreshed on load, then the guarded page renders inside the signed-in chrome', async () => {
    signedInAs(server);
    server.on('GET', '/api/analytics', () => ({ body: analytics() }));
    const { router } = renderApp('/dashboard/analytics', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Your Activity')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'New Thread', 'New Tweet', 'Analytics', 'Settings']) {
      expect(nav).toHaveTextContent(label);
    }
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('when the refresh cookie is refused, then the session marker is forgotten and the visitor is sent to /sign-in', async () => {
    window.localStorage.setItem('chainscribe.session', 'active');
    server.on('POST', '/api/auth/refresh', () => ({
      status: 401,
      body: { type: 'about:blank', title: 'Unauthorized', status: 401, error: 'Auth session missing!', code: 'unauthenticated' },
    }));
    const { router } = renderApp('/dashboard', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    await waitFor(() => expect(window.localStorage.getItem('chainscribe.session')).toBeNull());
    const refresh = server.requests.find((request) => request.path === '/api/auth/refresh');
    expect(refresh?.body).toEqual({});
    expect(refresh?.headers['content-type']).toBe('application/json');
  });
});
