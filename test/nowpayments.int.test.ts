import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, createPayment, getMe } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startNowPaymentsStandIn, type StandInPayment } from './support/nowpayments-stand-in.ts';
import { startAuthStack } from './support/stack.ts';

const apiKey = 'np-test-api-key';
const ipnSecret = 'np-test-ipn-secret';

/** NOWPayments signs the IPN body with its keys sorted at every level (their documented recipe). */
function sign(body: Record<string, unknown>): string {
  const sortDeep = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.keys(value)
          .sort()
          .reduce<Record<string, unknown>>((acc, key) => ({ ...acc, [key]: sortDeep((value as Record<string, unknown>)[key]) }), {})
      : value;
  return createHmac('sha512', ipnSecret)
    .update(JSON.stringify(sortDeep(body)))
    .digest('hex');
}

describe('billing with NOWPayments (stand-in speaking its documented API)', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let nowpayments: Awaited<ReturnType<typeof startNowPaymentsStandIn>>;
  let paymentId = 7_000_000_000;

  const api = (path: string, token?: string, json?: unknown) =>
    fetch(`${stack.url}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.77',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  const buyer = async () => {
    const session = authSessionSchema.parse(
      await (
        await api('/api/auth/sign-up', undefined, { email: `np-${randomUUID().slice(0, 8)}@example.com`, password: 'nowpay me 123' })
      ).json(),
    );
    const payment = createPayment.response.parse(
      await (await api('/api/payment/create', session.access_token, { planPrice: 9.99, payCurrency: 'TON' })).json(),
    );
    return { session, payment };
  };
  const ipn = (chargeId: string, status: string, overrides: Partial<StandInPayment> = {}, signature?: string) => {
    const body = {
      payment_id: paymentId,
      payment_status: status,
      pay_address: 'UQ-test-address',
      price_amount: 9.99,
      price_currency: 'usd',
      pay_amount: 1.8412,
      actually_paid: status === 'partially_paid' ? 0.9 : 1.8412,
      pay_currency: 'ton',
      order_id: chargeId,
      order_description: 'Chainscribe Premium, 30 days',
      purchase_id: '4944856743',
      outcome_amount: 1.82,
      outcome_currency: 'ton',
      fee: { currency: 'ton', depositFee: 0, withdrawalFee: 0, serviceFee: 0.01 },
      ...overrides,
    };
    return fetch(`${stack.url}/api/payment/webhook/nowpayments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signature ?? sign(body) },
      body: JSON.stringify(body),
    });
  };
  const me = async (token: string) => getMe.response.parse(await (await api('/api/users/me', token)).json());

  beforeAll(async () => {
    nowpayments = await startNowPaymentsStandIn(apiKey);
    stack = await startAuthStack('nowpayments', {
      accountsEnv: {
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_BASE_URL: nowpayments.url,
        NOWPAYMENTS_API_KEY: apiKey,
        NOWPAYMENTS_IPN_SECRET: ipnSecret,
        MARKET_URL: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await nowpayments?.close();
  });

  it('when a checkout is created, then a NOWPayments invoice is opened for our price with our callbacks', async () => {
    const { payment } = await buyer();
    const invoice = nowpayments.invoices.find((i) => i.order_id === payment.charge_id);
    expect(payment.checkout_url).toBe(invoice?.invoice_url);
    expect(invoice).toMatchObject({
      price_amount: 9.99,
      price_currency: 'usd',
      pay_currency: 'ton',
      ipn_callback_url: `${stack.url}/api/payment/webhook/nowpayments`,
      success_url: `${stack.url}/payment-success?charge_id=${payment.charge_id}`,
      cancel_url: `${stack.url}/payment-cancel`,
    });
  });

  it('when a finished IPN arrives and the API agrees, then the buyer is premium', async () => {
    const { session, payment } = await buyer();
    paymentId++;
    nowpayments.setPayment({
      payment_id: paymentId,
      payment_status: 'finished',
      order_id: payment.charge_id,
      price_amount: 9.99,
      price_currency: 'usd',
      pay_amount: 1.84,
      pay_currency: 'ton',
      actually_paid: 1.84,
    });
    const res = await ipn(payment.charge_id, 'finished');
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(await (await ipn(payment.charge_id, 'finished')).json()).toEqual({ received: true, duplicate: true });
    await waitFor(async () => (await me(session.access_token)).is_premium || undefined, { what: 'premium' });
  });

  it('when the IPN says finished but the API still says waiting, then nothing is granted yet', async () => {
    const { session, payment } = await buyer();
    paymentId++;
    nowpayments.setPayment({
      payment_id: paymentId,
      payment_status: 'waiting',
      order_id: payment.charge_id,
      price_amount: 9.99,
      price_currency: 'usd',
      pay_amount: 1.84,
      pay_currency: 'ton',
      actually_paid: 0,
    });
    expect((await ipn(payment.charge_id, 'finished')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(await me(session.access_token)).toMatchObject({ plan: 'free', is_premium: false });
  });

  it('when a partial payment, a forged signature or a wrong price arrives, then the user stays free and the payment shows why', async () => {
    const { session, payment } = await buyer();
    paymentId++;
    expect((await ipn(payment.charge_id, 'partially_paid')).status).toBe(200);
    const forged = await ipn(payment.charge_id, 'finished', {}, 'ab'.repeat(64));
    expect(forged.status).toBe(401);
    const cheap = await ipn(payment.charge_id, 'finished', { price_amount: 1 });
    expect(cheap.status).toBe(400);
    const payments = stack.accounts.deps.mongo?.db?.collection<{ charge_id: string; status: string }>('payments');
    await waitFor(async () => (await payments?.findOne({ charge_id: payment.charge_id }))?.status === 'partially_paid' || undefined, {
      what: 'partially paid recorded',
    });
    expect(await me(session.access_token)).toMatchObject({ plan: 'free' });
  });
});
