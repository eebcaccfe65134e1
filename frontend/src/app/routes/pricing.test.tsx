import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@chainscribe/contracts';
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
    await user.click(await screen.findByRole('button', { name: /Upgrade to Premium/ }));

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

  /** The payments asked for since the server had seen `start` requests. */
  const paymentsFrom = (start: number) => () => server.requests.slice(start).filter((request) => request.path === '/api/payment/create');

  /** Holds the account's answer back until the test lets it go, as a slow network would. */
  function holdMe(server: TestServer, row: User): () => void {
    const { promise: released, resolve } = Promise.withResolvers<true>();
    server.on('GET', '/api/users/me', async () => {
      await released;
      return { body: row };
    });
    return () => resolve(true);
  }

  it('when a signed-in free user presses Upgrade before their plan is known, then the press waits and goes on to create the payment once it is', async () => {
    const row = signedInAs(server);
    const release = holdMe(server, row);
    server.on('POST', '/api/payment/create', () =>
      problem(502, 'The payment provider is unavailable. Please try again.', 'upstream_unavailable'),
    );
    const payments = paymentsFrom(server.requests.length);
    const { user } = renderApp('/pricing', { apiBaseUrl: server.url });
    // The prerendered page offers the button before anything is known; the app keeps offering it.
    await user.click(await screen.findByRole('button', { name: /Upgrade to Premium/ }));
    expect(await screen.findByRole('button', { name: /Checking your plan/ })).toBeDisabled();
    expect(payments()).toHaveLength(0);

    release();
    await waitFor(() => expect(payments()).toHaveLength(1));
    expect(await screen.findByText('The payment provider is unavailable. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Please sign in to upgrade')).not.toBeInTheDocument();
  });

  it('when a premium user presses Upgrade before their plan is known, then nothing is bought and the button reads ✓ Current Plan', async () => {
    const row = signedInAs(
      server,
      userRow({ plan: 'premium', plan_status: 'active', is_premium: true, subscription_expires_at: '2099-01-01T00:00:00.000Z' }),
    );
    const release = holdMe(server, row);
    const payments = paymentsFrom(server.requests.length);
    const { user } = renderApp('/pricing', { apiBaseUrl: server.url });
    await user.click(await screen.findByRole('button', { name: /Upgrade to Premium/ }));
    expect(await screen.findByRole('button', { name: /Checking your plan/ })).toBeDisabled();

    release();
    expect(await screen.findByRole('button', { name: '✓ Current Plan' })).toBeDisabled();
    expect(payments()).toHaveLength(0);
    expect(window.localStorage.getItem('paymentAttemptInProgress')).toBeNull();
  });
});
