import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateSubscription, createEvent, getSandboxCheckout } from '@chainscribe/contracts';
import { createKafka, createLogger } from '@chainscribe/service-kit';
import { createEventProbe, waitFor } from '@chainscribe/service-kit/testing';
import { signStandardWebhook } from '../services/accounts/src/data-access/providers/standard-webhooks.ts';
import { buyerClient } from './support/buyer-client.ts';
import { startAuthStack } from './support/stack.ts';

const sandboxSecret = `whsec_${Buffer.from('sandbox-secret-for-billing-tests!').toString('base64')}`;
const DAY = 24 * 60 * 60 * 1000;

describe('billing with the sandbox provider, through the gateway', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let probe: Awaited<ReturnType<typeof createEventProbe>>;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  const { api, newUser, me, checkout } = buyerClient(() => stack.url, '203.0.113.5', 'buyer');
  const webhook = (body: Record<string, unknown>, options: { id?: string; timestamp?: number; secret?: string } = {}) => {
    const id = options.id ?? (body.event_id as string);
    const raw = JSON.stringify(body);
    return fetch(`${stack.url}/api/payment/webhook/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signStandardWebhook(options.secret ?? sandboxSecret, id, options.timestamp ?? Math.floor(Date.now() / 1000), raw),
      },
      body: raw,
    });
  };
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
  const paid = (chargeId: string, overrides: Record<string, unknown> = {}) => ({
    event_id: `evt_${randomUUID().replaceAll('-', '')}`,
    charge_id: chargeId,
    status: 'confirmed',
    price_amount: 9.99,
    price_currency: 'USD',
    pay_amount: 1.85,
    pay_currency: 'TON',
    occurred_at: new Date().toISOString(),
    ...overrides,
  });

  beforeAll(async () => {
    stack = await startAuthStack('billing', {
      accountsEnv: { SANDBOX_WEBHOOK_SECRET: sandboxSecret, SUBSCRIPTION_SWEEP_SECONDS: '0.2', MARKET_URL: 'http://127.0.0.1:9' },
      accounts: { now },
    });
    probe = await createEventProbe({
      brokers: stack.infra.kafkaBrokers.split(','),
      sasl: stack.infra.kafkaUsers.admin,
      topicPrefix: stack.names.topicPrefix,
      topics: ['payment.created', 'payment.confirmed', 'payment.failed', 'user.plan_changed'],
    });
  });
  afterAll(async () => {
    await probe?.stop();
    await stack?.stop();
  });

  it('when a user pays on the sandbox checkout, then within a second they are premium for 30 days', async () => {
    const user = await newUser();
    const { checkout_url, charge_id } = await checkout(user.access_token);
    expect(checkout_url).toBe(`${stack.url}/checkout/sandbox/${charge_id}`);

    const page = await api(`/api/checkout/sandbox/${charge_id}`, user.access_token);
    expect(page.status).toBe(200);
    expect(getSandboxCheckout.response.parse(await page.json())).toEqual({
      charge_id,
      plan_name: 'Premium',
      amount: 9.99,
      currency: 'USD',
      status: 'pending',
      // The market is unreachable here: no rate is invented.
      quotes: ['BTC', 'ETH', 'USDT', 'USDC', 'TON'].map((currency) => ({
        currency,
        amount: null,
        rate: null,
        source: null,
        asOf: null,
        live: false,
      })),
    });

    const started = Date.now();
    const pay = await api(`/api/checkout/sandbox/${charge_id}/pay`, user.access_token, { json: { currency: 'TON' } });
    expect(pay.status, await pay.clone().text()).toBe(200);
    expect(await pay.json()).toEqual({ status: 'confirmed', redirect_to: `${stack.url}/payment-success?charge_id=${charge_id}` });
    const premium = await waitFor(
      async () => {
        const row = await me(user.access_token);
        return row.is_premium ? row : undefined;
      },
      { timeoutMs: 3000, intervalMs: 50, what: 'premium' },
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(premium).toMatchObject({ plan: 'premium', plan_status: 'active' });
    const expires = new Date(premium.subscription_expires_at ?? 0).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    await waitFor(() => probe.of('user.plan_changed').some((e) => e.subject === user.user.id), { what: 'plan changed' });
    const purchase = probe.seen.filter((e) => e.subject === user.user.id || e.subject === charge_id);
    expect(purchase.map((e) => `${e.type} ${e.id}`)).toEqual([
      `payment.created payment.created:${charge_id}`,
      `payment.confirmed payment.confirmed:${charge_id}`,
      `user.plan_changed user.plan_changed:${charge_id}`,
    ]);
  });

  /** The caller's plan event stream, read as it arrives. */
  const openPlanStream = async (token: string) => {
    const stream = await fetch(`${stack.url}/api/users/me/events`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.5' },
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = stream.body?.getReader();
    if (!reader) throw new Error('no stream body');
    const events: { event: string; data: { is_premium?: boolean; plan?: string } }[] = [];
    let buffer = '';
    const pump = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += Buffer.from(value).toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as { is_premium?: boolean } });
        }
      }
    })();
    await waitFor(() => events.some((e) => e.event === 'user'), { what: 'initial row' });
    return {
      events,
      async close() {
        await reader.cancel();
        await pump.catch(() => undefined);
      },
    };
  };

  it('when the plan changes, then the open event stream hears it at once', async () => {
    const user = await newUser();
    const stream = await openPlanStream(user.access_token);
    expect(stream.events).toEqual([{ event: 'user', data: expect.objectContaining({ is_premium: false }) }]);

    const { charge_id } = await checkout(user.access_token);
    const body = paid(charge_id);
    await providerRecordsPayment(charge_id, body.event_id);
    await webhook(body);
    const changed = await waitFor(() => stream.events.find((e) => e.event === 'plan_changed'), {
      timeoutMs: 5000,
      what: 'plan_changed event',
    });
    expect(changed.data).toMatchObject({ is_premium: true, plan: 'premium' });
    await stream.close();
  });

  /**
   * Announces a plan change the way accounts does, before its row is written: the row is left
   * as it is here, for the test to write (or not) when it chooses.
   */
  const announcePremium = async (userId: string) => {
    const bus = createKafka({
      brokers: stack.infra.kafkaBrokers.split(','),
      sasl: stack.infra.kafkaUsers.admin,
      clientId: 'announcer',
      topicPrefix: stack.names.topicPrefix,
      logger: createLogger('announcer', 'silent'),
    });
    const expiresAt = new Date(Date.now() + 30 * DAY);
    try {
      const announced = createEvent(
        'user.plan_changed',
        {
          userId,
          plan: 'premium',
          isPremium: true,
          subscriptionExpiresAt: expiresAt.toISOString(),
          reason: 'payment_confirmed',
          changedAt: new Date().toISOString(),
        },
        { key: `ch_${randomUUID().replaceAll('-', '')}`, producer: 'accounts', occurredAt: new Date() },
      );
      await bus.publish(announced.type, announced);
    } finally {
      await bus.disconnect();
    }
    const writeRow = () =>
      stack.accounts.deps.mongo?.db
        ?.collection<{ clerk_id: string }>('users')
        .updateOne({ clerk_id: userId }, { $set: { plan: 'premium', is_premium: true, subscription_expires_at: expiresAt } });
    return { expiresAt, writeRow };
  };

  it('when a plan change is announced before its row is written, then the open stream hears it once the row says so, and a read right after agrees', async () => {
    // The browser refetches what depends on the plan when it hears a change: told before the
    // write, it read the old row again and a payment's Premium showed as Free (the e2e flake).
    const user = await newUser();
    const stream = await openPlanStream(user.access_token);
    const { writeRow } = await announcePremium(user.user.id);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stream.events.map((e) => e.event)).toEqual(['user']);

    await writeRow();
    await waitFor(() => stream.events.find((e) => e.event === 'plan_changed'), { what: 'plan_changed event' });
    expect(await me(user.access_token)).toMatchObject({ is_premium: true, plan: 'premium' });
    await stream.close();
  });

  it('when a plan change was heard before the stream opened and its row is written later, then the stream still ends at the new plan', async () => {
    // A browser that opens its stream between the announcement and the write (it landed on
    // /payment-success while the webhook was applied) read the old row and never heard the change.
    const user = await newUser();
    const first = await openPlanStream(user.access_token);
    const { expiresAt, writeRow } = await announcePremium(user.user.id);
    // The replica has heard it: the open stream got it (as announced, after waiting for the row).
    await waitFor(() => first.events.find((e) => e.event === 'plan_changed'), { what: 'the change heard' });
    await first.close();
    expect(await me(user.access_token)).toMatchObject({ is_premium: false });

    const opening = openPlanStream(user.access_token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await writeRow();
    const second = await opening;
    await waitFor(() => second.events.length >= 2 || undefined, { what: 'the heard change after the row' });
    expect(second.events.map((e) => [e.event, e.data.is_premium])).toEqual([
      ['user', false],
      ['plan_changed', true],
    ]);
    expect(second.events[1]?.data).toMatchObject({ plan: 'premium', subscription_expires_at: expiresAt.toISOString() });
    await second.close();
  });

  it('when the same webhook arrives ten times, then the subscription is extended once', async () => {
    const user = await newUser();
    const { charge_id } = await checkout(user.access_token);
    const body = paid(charge_id);
    await providerRecordsPayment(charge_id, body.event_id);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await (await webhook(body)).json());
    expect(answers[0]).toEqual({ received: true, duplicate: false });
    expect(answers.slice(1).every((a) => (a as { duplicate: boolean }).duplicate)).toBe(true);
    const first = await waitFor(async () => (await me(user.access_token)).subscription_expires_at ?? undefined, { what: 'expiry' });
    await new Promise((r) => setTimeout(r, 500));
    expect((await me(user.access_token)).subscription_expires_at).toBe(first);
    expect(probe.of('payment.confirmed').filter((e) => e.type === 'payment.confirmed' && e.data.chargeId === charge_id)).toHaveLength(1);
    expect(probe.of('user.plan_changed').filter((e) => e.subject === user.user.id)).toHaveLength(1);

    // A second, different charge extends from the current expiry, not from today.
    const second = await checkout(user.access_token);
    const secondBody = paid(second.charge_id);
    await providerRecordsPayment(second.charge_id, secondBody.event_id);
    await webhook(secondBody);
    await waitFor(async () => (await me(user.access_token)).subscription_expires_at !== first || undefined, { what: 'second extension' });
    const extended = new Date((await me(user.access_token)).subscription_expires_at ?? 0).getTime();
    expect(extended - new Date(first).getTime()).toBe(30 * DAY);
  });

  it('when a webhook is forged, stale, for the wrong amount or an unknown order, then nothing changes', async () => {
    const user = await newUser();
    const { charge_id } = await checkout(user.access_token);
    const forged = await webhook(paid(charge_id), {
      secret: `whsec_${Buffer.from('not-the-secret-at-all-0123456789').toString('base64')}`,
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'Invalid webhook signature' });
    const stale = await webhook(paid(charge_id), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ error: 'Webhook timestamp is outside the 5-minute tolerance' });
    const cheap = await webhook(paid(charge_id, { price_amount: 0.99 }));
    expect(cheap.status).toBe(400);
    expect(await cheap.json()).toMatchObject({ error: 'Amount or currency does not match the order' });
    const unknown = await webhook(paid(`ch_${'0'.repeat(32)}`));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Unknown order' });
    const tampered = paid(charge_id);
    const raw = JSON.stringify(tampered);
    const headers = signStandardWebhook(sandboxSecret, tampered.event_id, Math.floor(Date.now() / 1000), raw);
    const altered = await fetch(`${stack.url}/api/payment/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw.replace('9.99', '9.990'),
    });
    expect(altered.status).toBe(401);

    await new Promise((r) => setTimeout(r, 300));
    expect(await me(user.access_token)).toMatchObject({ plan: 'free', is_premium: false, subscription_expires_at: null });
    expect(probe.of('payment.confirmed').filter((e) => e.type === 'payment.confirmed' && e.data.chargeId === charge_id)).toHaveLength(0);
  });

  it('when the client names a price that is not ours, then no payment is created', async () => {
    const user = await newUser();
    const res = await api('/api/payment/create', user.access_token, { json: { planPrice: 0.01 } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'The price has changed: Premium is $9.99 for 30 days, paid in crypto. Refresh the page and try again.',
    });
    expect((await api('/api/payment/create', undefined, { json: { planPrice: 9.99 } })).status).toBe(401);
  });

  it("when a user activates someone else's charge, then it is refused; their own paid charge activates idempotently", async () => {
    const owner = await newUser();
    const thief = await newUser();
    const { charge_id } = await checkout(owner.access_token);
    const activation = { userId: owner.user.id, sessionId: charge_id, planId: 'premium', billingPeriod: 'monthly', forceDbUpdate: true };

    const early = activateSubscription.response.parse(
      await (await api('/api/payment/activate-subscription', owner.access_token, { json: activation })).json(),
    );
    expect(early).toMatchObject({ success: false, plan: 'free', payment_status: 'pending' });

    const stolen = await api('/api/payment/activate-subscription', thief.access_token, { json: { ...activation, userId: thief.user.id } });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: 'Payment not found' });

    // The buyer pays; activation asks the provider itself and grants it, exactly once, whether or
    // not the webhook's payment.confirmed got there first.
    expect((await api(`/api/checkout/sandbox/${charge_id}/pay`, owner.access_token, { json: { currency: 'USDC' } })).status).toBe(200);
    const a = activateSubscription.response.parse(
      await (await api('/api/payment/activate-subscription', owner.access_token, { json: activation })).json(),
    );
    const b = activateSubscription.response.parse(
      await (await api('/api/payment/activate-subscription', owner.access_token, { json: activation })).json(),
    );
    expect(a).toMatchObject({ success: true, plan: 'premium', payment_status: 'confirmed' });
    expect(b.expires_at).toBe(a.expires_at);
    expect(await me(thief.access_token)).toMatchObject({ plan: 'free' });
  });

  it('when the upgrade modal navigates to create-session, then the browser goes to pricing with the plan', async () => {
    const res = await fetch(`${stack.url}/api/payment/create-session?plan=pro`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${stack.url}/pricing?plan=premium&checkout=1`);
  });

  it('when a subscription runs out, then the user is free again and the change is published', async () => {
    const user = await newUser();
    const { charge_id } = await checkout(user.access_token);
    const body = paid(charge_id);
    await providerRecordsPayment(charge_id, body.event_id);
    await webhook(body);
    const row = await waitFor(
      async () => {
        const r = await me(user.access_token);
        return r.is_premium ? r : undefined;
      },
      { what: 'premium before expiry' },
    );
    offsetMs = 31 * DAY;
    const lapsed = await waitFor(
      () =>
        probe
          .of('user.plan_changed')
          .find((e) => e.subject === user.user.id && e.type === 'user.plan_changed' && e.data.reason === 'subscription_expired'),
      { timeoutMs: 5000, what: 'expiry event' },
    );
    expect(lapsed.type === 'user.plan_changed' && lapsed.data).toMatchObject({
      plan: 'free',
      isPremium: false,
      subscriptionExpiresAt: row.subscription_expires_at,
    });
    const users = stack.accounts.deps.mongo?.db?.collection('users');
    await waitFor(async () => (await users?.findOne({ clerk_id: user.user.id }))?.plan === 'free', { what: 'row back to free' });
    expect(await users?.findOne({ clerk_id: user.user.id })).toMatchObject({ plan: 'free', is_premium: false });
  });
});
