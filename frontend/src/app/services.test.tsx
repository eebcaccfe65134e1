import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/env.ts';
import { profileRow, settingsRow, tweetLimit } from '../testing/fixtures/index.ts';
import { sharedTestServer } from '../testing/shared-test-server.ts';
import { signedInAs } from '../testing/test-server.ts';
import { App, createAppRouter } from './index.tsx';
import { createServices, warmStart } from './services.ts';

const server = sharedTestServer();
const { requestsTo } = server;
const configFor = (apiBaseUrl: string): AppConfig => ({
  authMode: 'local',
  clerkPublishableKey: undefined,
  apiBaseUrl,
  supportEmail: 'support@chainscribe.app',
});

/** The browser's entry (main.tsx) on `path`: its services, and its router with the page's module loaded. */
function startAt(path: string) {
  window.history.pushState(null, '', path);
  return { services: createServices(configFor(server.url)), routerReady: createAppRouter() };
}

afterEach(() => window.history.pushState(null, '', '/'));

describe('the warm start', () => {
  it('when a signed-in browser opens the dashboard, then the session, the account and its first screen load before the first render, which shows the page complete', async () => {
    const row = signedInAs(server);
    server.on('GET', '/api/users/me/settings', () => ({ body: settingsRow() }));
    server.on('GET', '/api/users/me/profile', () => ({ body: profileRow() }));
    server.on('GET', '/api/tweet/limit', () => ({ body: tweetLimit(3) }));
    const { services, routerReady } = startAt('/dashboard');

    await warmStart(services, routerReady);

    expect(services.session?.getSnapshot().status).toBe('signed-in');
    for (const path of ['/api/users/me', '/api/users/me/settings', '/api/users/me/profile', '/api/tweet/limit']) {
      expect(requestsTo('GET', path), path).toHaveLength(1);
      expect(requestsTo('GET', path)[0]?.headers.authorization, path).toMatch(/^Bearer access-/);
    }
    render(<App config={configFor(server.url)} services={services} router={await routerReady} />);
    // The first render, not a later one: no spinner, no "Loading dashboard...", the page and its figures.
    expect(screen.getByRole('heading', { name: 'Your Thread Control Center' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading dashboard...' })).not.toBeInTheDocument();
    expect(screen.getByText(row.email ?? '')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session...')).not.toBeInTheDocument();
    expect(requestsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(requestsTo('GET', '/api/users/me')).toHaveLength(1);
  });

  it('when the browser holds no session, then it asks the server nothing and the app starts at once', async () => {
    const { services, routerReady } = startAt('/dashboard');

    await warmStart(services, routerReady);

    expect(requestsTo('POST', '/api/auth/refresh')).toEqual([]);
    expect(requestsTo('GET', '/api/users/me')).toEqual([]);
    expect(services.session?.getSnapshot().status).toBe('loading');
  });

  it('when the server is slow to answer, then the app starts after the warm start limit and the answer still arrives', async () => {
    signedInAs(server);
    server.on('POST', '/api/auth/refresh', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { status: 503, body: { error: 'Service temporarily unavailable', code: 'unavailable' } };
    });
    const { services, routerReady } = startAt('/dashboard');

    const started = performance.now();
    await warmStart(services, routerReady, { limitMs: 200 });

    expect(performance.now() - started).toBeLessThan(1_200);
    expect(services.session?.getSnapshot().status).toBe('loading');
    await expect.poll(() => services.session?.getSnapshot().status, { timeout: 5_000 }).toBe('signed-out');
  });
});
