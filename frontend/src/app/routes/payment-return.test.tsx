// A buyer who comes back on another host name has no session there (issue 27): the return URL's
// charge id is enough to learn the payment's status, and nothing else.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chainscribe/contracts';
import { sandboxCheckout, snapshotQuotes } from '../../testing/fixtures/index.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { problem, signedInAs, startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/payment-success without a session', () => {
  it('when the charge in the return URL is confirmed, then "Payment Successful!" shows, asked without any token', async () => {
    server.on('GET', '/api/payment/status/ch_paid', () => ({ body: { charge_id: 'ch_paid', status: 'confirmed' } }));
    renderApp('/payment-success?charge_id=ch_paid', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText(messages.paymentConfirmed)).toBeInTheDocument();
    expect(screen.queryByText(messages.userNotAuthenticated)).not.toBeInTheDocument();
    const asked = server.requests.filter((request) => request.path === '/api/payment/status/ch_paid');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('when the charge failed, then "Payment Issue" shows with the spec message', async () => {
    server.on('GET', '/api/payment/status/ch_failed', () => ({ body: { charge_id: 'ch_failed', status: 'failed' } }));
    renderApp('/payment-success?charge_id=ch_failed', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Payment Issue' })).toBeInTheDocument();
    expect(screen.getByText(messages.paymentIssue)).toBeInTheDocument();
  });

  it('when the charge is unknown, then the page says it cannot verify the payment', async () => {
    server.on('GET', '/api/payment/status/ch_unknown', () => problem(404, 'Payment not found', 'not_found'));
    renderApp('/payment-success?charge_id=ch_unknown', { apiBaseUrl: server.url });
    expect(await screen.findByRole('heading', { name: 'Payment Issue' })).toBeInTheDocument();
    expect(screen.getByText(messages.unableToVerifyPayment)).toBeInTheDocument();
  });

  it('when there is no charge in the URL and no session, then it asks the buyer to sign in to see the payment (nothing to check)', async () => {
    renderApp('/payment-success', { apiBaseUrl: server.url });
    expect(await screen.findByText(messages.signInToSeePayment)).toBeInTheDocument();
    expect(screen.queryByText(messages.userNotAuthenticated)).not.toBeInTheDocument();
    // Nothing went wrong that we know of: no "Payment Issue", and the way on is signing in.
    expect(screen.getByRole('heading', { name: 'Sign in to see your payment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Issue' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('/checkout/sandbox/:chargeId offline', () => {
  it('when the market only has its bundled snapshot, then the coin shows an estimate labelled with the snapshot date, not as live', async () => {
    const chargeId = `ch_${'cd'.repeat(16)}`;
    signedInAs(server);
    server.on('GET', `/api/checkout/sandbox/${chargeId}`, () => ({ body: sandboxCheckout(chargeId, snapshotQuotes) }));
    renderApp(`/checkout/sandbox/${chargeId}`, { apiBaseUrl: server.url });
    const bitcoin = await screen.findByLabelText(/Bitcoin/);
    const tile = bitcoin.closest('label');
    expect(tile).toHaveTextContent('≈ 0.000104 BTC');
    expect(tile).toHaveTextContent('estimate at $96,518, snapshot of May 2, 2025 (not live)');
    // A live quote is stated plainly.
    expect(screen.getByLabelText(/Toncoin/).closest('label')).toHaveTextContent('1.85 TON');
    expect(screen.getByLabelText(/Toncoin/).closest('label')).not.toHaveTextContent('≈');
  });
});
