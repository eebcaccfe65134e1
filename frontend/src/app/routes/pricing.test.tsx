import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/pricing', () => {
  it('when a visitor opens pricing, then both plans show with their buttons and Free offers an account, not "Current Plan"', async () => {
    renderApp('/pricing', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    const free = screen.getByRole('article', { name: 'Free plan' });
    expect(free).toHaveTextContent('$0');
    expect(free).toHaveTextContent('3 threads per day');
    expect(within(free).getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByText('Current Plan')).not.toBeInTheDocument();
    const premium = screen.getByRole('article', { name: 'Premium plan' });
    expect(premium).toHaveTextContent('$9.99');
    expect(premium).toHaveTextContent('Most Popular');
    expect(screen.getByRole('button', { name: /Upgrade to Premium/ })).toBeEnabled();
  });

  it('when a visitor clicks upgrade, then "Please sign in to upgrade" and the Authentication Required toast appear and no payment is created', async () => {
    const { user } = renderApp('/pricing', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: /Upgrade to Premium/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to upgrade');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to upgrade your plan.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path === '/api/payment/create')).toBe(false);
    expect(window.localStorage.getItem('paymentAttemptInProgress')).toBeNull();
  });

  it('when a premium user opens pricing, then the premium button reads ✓ Current Plan and is disabled', async () => {
    signedInAs(
      server,
      userRow({ plan: 'premium', plan_status: 'active', is_premium: true, subscription_expires_at: '2099-01-01T00:00:00.000Z' }),
    );
    renderApp('/pricing', { apiBaseUrl: server.url });
    expect(await screen.findByRole('button', { name: '✓ Current Plan' })).toBeDisabled();
  });

  it('when creating the payment fails, then the Payment Setup Failed toast shows the server text and the attempt flag is cleared', async () => {
    signedInAs(server);
    server.on('POST', '/api/payment/create', () =>
      problem(502, 'The payment provider is unavailable. Please try again.', 'upstream_unavailable'),
    );
    const { user } = renderApp('/pricing', { apiBaseUrl: server.url });
    const upgrade = await screen.findByRole('button', { name: /Upgrade to Premium/ });
    // Disabled until the session (and then the plan) is known.
    await waitFor(() => expect(upgrade).toBeEnabled());
    await user.click(upgrade);

    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('The payment provider is unavailable. Please try again.')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === '/api/payment/create');
    expect(sent?.body).toEqual({ planPrice: 9.99, planId: 'premium' });
    expect(sent?.headers.authorization).toMatch(/^Bearer access-/);
    await waitFor(() => expect(window.localStorage.getItem('paymentAttemptInProgress')).toBeNull());
    // The rest of the attempt stays for support to see; only the in-progress flag is cleared.
    expect(window.localStorage.getItem('lastPaymentUserId')).toBe('user-1');
    expect(window.localStorage.getItem('lastPaymentPlanId')).toBe('premium');
    expect(window.localStorage.getItem('lastPaymentBillingPeriod')).toBe('monthly');
  });
});
