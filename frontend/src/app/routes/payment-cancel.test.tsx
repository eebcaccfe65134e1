import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/payment-cancel', () => {
  it('when checkout is cancelled, then the attempt flag and its user are cleared, nothing else, and the page offers both ways on', async () => {
    const hints = {
      paymentAttemptInProgress: 'true',
      lastPaymentUserId: 'user-1',
      lastPaymentChargeId: 'charge-1',
      lastPaymentPlanId: 'premium',
      lastPaymentBillingPeriod: 'monthly',
      lastPaymentDate: new Date().toISOString(),
    };
    for (const [key, value] of Object.entries(hints)) window.localStorage.setItem(key, value);

    renderApp('/payment-cancel', { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Your payment process was cancelled. No charges were made to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Try Again/ })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(window.localStorage.getItem('paymentAttemptInProgress')).toBeNull();
    expect(window.localStorage.getItem('lastPaymentUserId')).toBeNull();
    expect(window.localStorage.getItem('lastPaymentChargeId')).toBe('charge-1');
    expect(window.localStorage.getItem('lastPaymentPlanId')).toBe('premium');
  });
});
