import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activation, userRow } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function seedHints() {
  const hints = {
    paymentAttemptInProgress: 'true',
    lastPaymentUserId: 'user-1',
    lastPaymentChargeId: 'charge-42',
    lastPaymentPlanId: 'premium',
    lastPaymentBillingPeriod: 'monthly',
    lastPaymentDate: new Date().toISOString(),
  };
  for (const [key, value] of Object.entries(hints)) window.localStorage.setItem(key, value);
}

describe('/payment-success', () => {
  it('when the stored charge activates, then it shows success, clears the hints, stores the subscription and goes to the dashboard after 3 s', async () => {
    const premiumRow = userRow({
      plan: 'premium',
      plan_status: 'active',
      is_premium: true,
      subscription_expires_at: '2099-02-01T00:00:00.000Z',
    });
    signedInAs(server);
    seedHints();
    server.on('POST', '/api/payment/activate-subscription', () => {
      server.on('GET', '/api/users/me', () => ({ body: premiumRow }));
      return { body: activation('2099-02-01T00:00:00.000Z') };
    });

    const { router } = renderApp('/payment-success', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Payment confirmed! Your account has been upgraded to premium.')).toBeInTheDocument();
    expect(screen.getByText(/Welcome to Chainscribe Premium!/)).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === '/api/payment/activate-subscription');
    expect(sent?.body).toEqual({
      userId: 'user-1',
      sessionId: 'charge-42',
      planId: 'premium',
      planType: 'premium',
      billingPeriod: 'monthly',
      forceDbUpdate: true,
    });
    for (const key of [
      'paymentAttemptInProgress',
      'lastPaymentUserId',
      'lastPaymentChargeId',
      'lastPaymentPlanId',
      'lastPaymentBillingPeriod',
      'lastPaymentDate',
    ]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(JSON.parse(window.localStorage.getItem('userSubscription') ?? '{}')).toMatchObject({
      plan_id: 'premium',
      plan_type: 'premium',
      status: 'active',
      billing_period: 'monthly',
      ends_at: '2099-02-01T00:00:00.000Z',
    });

    expect(await screen.findByText('Welcome to Premium!', {}, { timeout: 4500 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?upgraded=true');
  });

  it('when activation is refused and the row is still free, then it keeps processing with the re-check message', async () => {
    signedInAs(server);
    seedHints();
    server.on('POST', '/api/payment/activate-subscription', () => problem(409, 'Payment not confirmed yet', 'conflict'));

    renderApp('/payment-success', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    expect(
      await screen.findByText('Payment is being processed. This may take a few minutes...', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('lastPaymentChargeId')).toBe('charge-42');
  });

  it('when the user row cannot be read, then it shows Payment Issue with Contact Support', async () => {
    signedInAs(server);
    server.on('GET', '/api/users/me', () => problem(500, 'Service temporarily unavailable. Please try again.', 'internal'));

    renderApp('/payment-success', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Payment Issue' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Unable to verify payment status. Please contact support.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Support/ })).toHaveAttribute(
      'href',
      'mailto:support@chainscribe.app?subject=Payment%20Issue',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  }, 10_000);
});
