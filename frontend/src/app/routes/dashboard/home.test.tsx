import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOffers } from '@chainscribe/contracts';
import { userRow } from '../../../testing/fixtures/index.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signedInAs, startTestServer } from '../../../testing/test-server.ts';
import type { TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/dashboard', () => {
  it('when a free user opens the dashboard, then account, member-since and the Free plan with an upgrade button show', async () => {
    signedInAs(server, userRow({ email: 'ada@example.com', created_at: '2025-01-05T10:00:00.000Z' }));
    renderApp('/dashboard', { apiBaseUrl: server.url });

    // The title shows at once (the page's loading state has it too); the account's cards follow.
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Thread Control Center' })).toBeInTheDocument();
    expect(screen.getByText('Generate, manage, and analyze your viral threads')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2025')).toBeInTheDocument();
    const upgrade = screen.getAllByRole('link', { name: /Upgrade to Premium/ })[0];
    expect(upgrade).toHaveAttribute('href', '/pricing');
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/new-thread', '/dashboard/new-tweet', '/dashboard/analytics', '/dashboard/settings']);
  });

  it('when opened with ?tab=plan&upgraded=true, then the Plan tab is active and the upgrade banner shows', async () => {
    signedInAs(
      server,
      userRow({ plan: 'premium', plan_status: 'active', is_premium: true, subscription_expires_at: '2099-03-01T00:00:00.000Z' }),
    );
    renderApp('/dashboard?tab=plan&upgraded=true', { apiBaseUrl: server.url });
    expect(await screen.findByRole('tab', { name: /Plan/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Welcome to Premium!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chainscribe Premium' })).toBeInTheDocument();
  });

  it('when the server pushes plan_changed on the event stream, then the dashboard shows Premium without a reload', async () => {
    const row = signedInAs(server);
    let push: ((data: unknown) => void) | undefined;
    server.on('GET', '/api/users/me/events', (request, response) => {
      expect(request.headers.authorization).toMatch(/^Bearer access-/);
      // The accounts service's format: a retry hint, the current row as `user`, then changes.
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
      response.write('retry: 5000\n\n');
      response.write(`event: user\ndata: ${JSON.stringify(row)}\n\n`);
      push = (data) => response.write(`event: plan_changed\ndata: ${JSON.stringify(data)}\n\n`);
      return undefined; // the stream stays open; the response is ours
    });
    renderApp('/dashboard', { apiBaseUrl: server.url });
    expect((await screen.findAllByRole('link', { name: /Upgrade to Premium/ })).length).toBeGreaterThan(0);

    const premiumRow = {
      ...row,
      plan: 'premium',
      plan_status: 'active',
      is_premium: true,
      subscription_expires_at: '2099-03-01T00:00:00.000Z',
    };
    server.on('GET', '/api/users/me', () => ({ body: premiumRow }));
    await waitForPush(() => push);
    push?.(premiumRow);

    expect(await screen.findByText(planOffers.premium.features[0] ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade to Premium/ })).not.toBeInTheDocument();
  });
});

async function waitForPush(get: () => unknown): Promise<void> {
  for (let i = 0; i < 100 && !get(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}
