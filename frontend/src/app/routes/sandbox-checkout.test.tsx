import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activation, sandboxCheckout } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

const chargeId = `ch_${'ab'.repeat(16)}`;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/checkout/sandbox/:chargeId', () => {
  it('when the owner pays with Toncoin, then both calls carry the bearer token and the buyer lands on /payment-success', async () => {
    signedInAs(server);
    server.on('GET', `/api/checkout/sandbox/${chargeId}`, () => ({ body: sandboxCheckout(chargeId) }));
    server.on('POST', `/api/checkout/sandbox/${chargeId}/pay`, () => ({
      body: { status: 'confirmed', redirect_to: `${window.location.origin}/payment-success` },
    }));
    server.on('POST', '/api/payment/activate-subscription', () => ({ body: activation(null) }));
    const { user, router } = renderApp(`/checkout/sandbox/${chargeId}`, { apiBaseUrl: server.url });

    expect(await screen.findByRole('heading', { name: 'Chainscribe Premium' })).toBeInTheDocument();
    expect(screen.getByText('live rate unavailable')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Toncoin/));
    await user.click(screen.getByRole('button', { name: 'Pay $9.99' }));

    await expect.poll(() => router.state.location.pathname).toBe('/payment-success');
    const calls = server.requests.filter((r) => r.path.startsWith('/api/checkout/sandbox/'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/checkout/sandbox/${chargeId}`,
      `POST /api/checkout/sandbox/${chargeId}/pay`,
    ]);
    expect(calls.every((r) => r.headers.authorization?.startsWith('Bearer access-'))).toBe(true);
    expect(calls[1]?.body).toEqual({ currency: 'TON' });
  });

  it('when the checkout is not the buyer’s, then the page says so and offers no Pay button', async () => {
    signedInAs(server);
    server.on('GET', `/api/checkout/sandbox/${chargeId}`, () => problem(404, 'This checkout does not exist', 'checkout_not_found'));
    renderApp(`/checkout/sandbox/${chargeId}`, { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Checkout unavailable' })).toBeInTheDocument();
    expect(screen.getByText('This checkout does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
