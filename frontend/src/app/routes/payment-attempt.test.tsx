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

function seedAttempt(startedMinutesAgo: number) {
  window.localStorage.setItem('paymentAttemptInProgress', 'true');
  window.localStorage.setItem('lastPaymentUserId', 'user-1');
  window.localStorage.setItem('lastPaymentChargeId', 'charge-7');
  window.localStorage.setItem('lastPaymentPlanId', 'premium');
  window.localStorage.setItem('lastPaymentDate', new Date(Date.now() - startedMinutesAgo * 60_000).toISOString());
}

describe('payment-attempt marker', () => {
  it('when the app loads with an attempt older than 30 minutes, then the marker and the stored charge id are cleared', async () => {
    seedAttempt(31);
    renderApp('/pricing', { apiBaseUrl: server.url });
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    expect(window.localStorage.getItem('paymentAttemptInProgress')).toBeNull();
    expect(window.localStorage.getItem('lastPaymentDate')).toBeNull();
    expect(window.localStorage.getItem('lastPaymentChargeId')).toBeNull();
    expect(window.localStorage.getItem('lastPaymentPlanId')).toBe('premium');
  });

  it('when the app loads with a recent attempt, then it still counts as in progress', async () => {
    seedAttempt(5);
    renderApp('/pricing', { apiBaseUrl: server.url });
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    expect(window.localStorage.getItem('paymentAttemptInProgress')).toBe('true');
    expect(window.localStorage.getItem('lastPaymentChargeId')).toBe('charge-7');
  });
});
