import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrape, waitFor, type Scrape } from '@chainscribe/service-kit/testing';
import { signStandardWebhook } from '../services/accounts/src/data-access/providers/standard-webhooks.ts';
import { buyerClient } from './support/buyer-client.ts';
import { startAuthStack } from './support/stack.ts';

const sandboxSecret = `whsec_${Buffer.from('sandbox-secret-for-metrics-tests').toString('base64')}`;
const forgedSecret = `whsec_${Buffer.from('not-the-sandbox-secret-0123456789').toString('base64')}`;

/**
 * The founder's figures and the webhook series on accounts' own /metrics port, moved by a real
 * payment: a signed sandbox webhook through the gateway, the payment.confirmed consumer granting
 * premium. Read as differences before/after, since one registry serves the whole test process.
 */
describe('billing metrics of accounts', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  const { newUser, me, checkout } = buyerClient(() => stack.url, '203.0.113.211', 'metrics-buyer');
  const metrics = (): Promise<Scrape> => {
    if (!stack.accounts.metricsUrl) throw new Error('accounts serves no metrics port');
    return scrape(stack.accounts.metricsUrl);
  };
  const webhook = (body: Record<string, unknown>, secret = sandboxSecret) => {
    const raw = JSON.stringify(body);
    return fetch(`${stack.url}/api/payment/webhook/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signStandardWebhook(secret, String(body.event_id), Math.floor(Date.now() / 1000), raw),
      },
      body: raw,
    });
  };
  const paid = (chargeId: string) => ({
    event_id: `evt_${randomUUID().replaceAll('-', '')}`,
    charge_id: chargeId,
    status: 'confirmed',
    price_amount: 9.99,
    price_currency: 'USD',
    pay_amount: 1.85,
    pay_currency: 'TON',
    occurred_at: new Date().toISOString(),
  });
  /** The sandbox provider's own books say the buyer paid (what its hosted page records on Pay). */
  const providerRecordsPayment = async (chargeId: string, eventId: string) => {
    await stack.accounts.deps.mongo?.db?.collection<{ _id: string; [key: string]: unknown }>('sandbox_ledger').insertOne({
      _id: chargeId,
      status: 'confirmed',
      amount: 9.99,
      pay_currency: 'TON',
      pay_amount: 1.85,
      event_id: eventId,
      paid_at: new Date(),
    });
  };

  beforeAll(async () => {
    stack = await startAuthStack('billing-metrics', {
      accountsEnv: { SANDBOX_WEBHOOK_SECRET: sandboxSecret, METRICS_PORT: '0', MARKET_URL: 'http://127.0.0.1:9' },
    });
  }, 120_000);
  afterAll(() => stack?.stop(), 60_000);

  it('when a signed sandbox webhook confirms a payment, then the delivery counts as accepted, the charge is confirmed once (also when told again) and activations +1 and revenue +9.99 once premium is granted', async () => {
    const user = await newUser();
    const { charge_id } = await checkout(user.access_token);
    const body = paid(charge_id);
    await providerRecordsPayment(charge_id, body.event_id);
    const before = await metrics();

    const answer = await webhook(body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false });
    await waitFor(async () => (await me(user.access_token)).is_premium || undefined, { timeoutMs: 5000, what: 'premium' });
    // The counters move after the plan is stored; the answer above may come first.
    const after = await waitFor(
      async () => {
        const now = await metrics();
        return now.value('founder_premium_activations_total', { provider: 'sandbox' }) >
          before.value('founder_premium_activations_total', { provider: 'sandbox' })
          ? now
          : undefined;
      },
      { timeoutMs: 5000, intervalMs: 50, what: 'the activation counted' },
    );
    const delta = (name: string, labels: Record<string, string>) => after.value(name, labels) - before.value(name, labels);

    expect(delta('webhook_deliveries_total', { provider: 'sandbox', result: 'accepted' })).toBe(1);
    expect(delta('webhook_deliveries_total', { provider: 'sandbox', result: 'bad_signature' })).toBe(0);
    expect(delta('billing_payments_confirmed_total', { provider: 'sandbox' })).toBe(1);
    expect(delta('founder_premium_activations_total', { provider: 'sandbox' })).toBe(1);
    expect(delta('founder_revenue_total', { currency: 'USD' })).toBeCloseTo(9.99, 6);

    // The provider tells us again under another event id: a second delivery, the same one charge.
    expect((await webhook({ ...body, event_id: `evt_${randomUUID().replaceAll('-', '')}` })).status).toBe(200);
    const again = await metrics();
    expect(again.value('webhook_deliveries_total', { provider: 'sandbox', result: 'accepted' })).toBe(
      after.value('webhook_deliveries_total', { provider: 'sandbox', result: 'accepted' }) + 1,
    );
    expect(again.value('billing_payments_confirmed_total', { provider: 'sandbox' })).toBe(
      after.value('billing_payments_confirmed_total', { provider: 'sandbox' }),
    );
  });

  it('when a webhook carries a bad signature, then it counts as bad_signature and no activation or revenue moves', async () => {
    const user = await newUser();
    const { charge_id } = await checkout(user.access_token);
    const before = await metrics();

    const answer = await webhook(paid(charge_id), forgedSecret);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'Invalid webhook signature' });
    // Counted once the answer is sent, which may be a moment after the client has read it.
    const after = await waitFor(
      async () => {
        const now = await metrics();
        return now.value('webhook_deliveries_total', { provider: 'sandbox', result: 'bad_signature' }) >
          before.value('webhook_deliveries_total', { provider: 'sandbox', result: 'bad_signature' })
          ? now
          : undefined;
      },
      { timeoutMs: 5000, intervalMs: 50, what: 'the bad signature counted' },
    );
    const delta = (name: string, labels: Record<string, string>) => after.value(name, labels) - before.value(name, labels);

    expect(delta('webhook_deliveries_total', { provider: 'sandbox', result: 'bad_signature' })).toBe(1);
    expect(delta('webhook_deliveries_total', { provider: 'sandbox', result: 'accepted' })).toBe(0);
    expect(delta('founder_premium_activations_total', { provider: 'sandbox' })).toBe(0);
    expect(delta('founder_revenue_total', { currency: 'USD' })).toBe(0);
    expect((await me(user.access_token)).is_premium).toBe(false);
  });
});
