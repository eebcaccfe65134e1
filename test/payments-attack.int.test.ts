import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '@chainscribe/contracts';
import { createEventProbe, waitFor } from '@chainscribe/service-kit/testing';
import { buyerClient } from './support/buyer-client.ts';
import { producerAs, startAuthStack } from './support/stack.ts';

const sandboxSecret = `whsec_${Buffer.from('sandbox-secret-for-attack-tests!').toString('base64')}`;

/** An outsider's attempts on the money path: the sandbox Pay button and forged payment events. */
describe('payments under attack, through the gateway and the real broker', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let probe: Awaited<ReturnType<typeof createEventProbe>>;
  let producer: Producer;

  const { api, newUser, me, checkout } = buyerClient(() => stack.url, '203.0.113.66', 'attack');
  const pay = (chargeId: string, token: string | undefined, currency = 'TON') =>
    api(`/api/checkout/sandbox/${chargeId}/pay`, token, { json: { currency } });
  const becomesPremium = (token: string) =>
    waitFor(async () => ((await me(token)).is_premium ? true : undefined), { timeoutMs: 10_000, intervalMs: 100, what: 'premium' });
  const planChangesOf = (userId: string) => probe.of('user.plan_changed').filter((e) => e.subject === userId);

  /** A payment.confirmed envelope exactly as accounts would publish it, sent by a plain kafkajs producer. */
  const forge = async (data: { chargeId: string; userId: string; amount?: number }, key = `${data.chargeId}:${randomUUID()}`) => {
    const event = createEvent(
      'payment.confirmed',
      {
        paymentId: randomUUID(),
        chargeId: data.chargeId,
        userId: data.userId,
        plan: 'premium',
        amount: data.amount ?? 9.99,
        currency: 'USD',
        provider: 'sandbox',
        providerEventId: `evt_${randomUUID().replaceAll('-', '')}`,
        confirmedAt: new Date().toISOString(),
        periodDays: 30,
      },
      { key, producer: 'accounts', occurredAt: new Date() },
    );
    await producer.send({
      topic: `${stack.names.topicPrefix}payment.confirmed`,
      acks: -1,
      messages: [{ key: data.chargeId, value: JSON.stringify(event), headers: { 'event-type': event.type } }],
    });
  };

  beforeAll(async () => {
    stack = await startAuthStack('payments-attack', {
      accountsEnv: { SANDBOX_WEBHOOK_SECRET: sandboxSecret, MARKET_URL: 'http://127.0.0.1:9' },
    });
    probe = await createEventProbe({
      brokers: stack.infra.kafkaBrokers.split(','),
      sasl: stack.infra.kafkaUsers.admin,
      topicPrefix: stack.names.topicPrefix,
      topics: ['payment.confirmed', 'user.plan_changed'],
    });
    // Where the broker has users, only accounts' own credentials may write payment.confirmed (test/kafka-acl.int.test.ts
    // shows every other user refused): the forger here holds a leaked accounts credential, and the consumer's re-check must still hold.
    producer = await producerAs('accounts', 'forger');
  });
  afterAll(async () => {
    await producer?.disconnect();
    await probe?.stop();
    await stack?.stop();
  });

  it('when anyone but the signed-in owner opens or pays a sandbox charge, then 404 and nothing is paid; the owner pays once', async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { charge_id } = await checkout(owner.access_token);
    const unknown = `ch_${randomUUID().replaceAll('-', '')}`;
    const notFound = { status: 404, error: 'This checkout does not exist' };

    const attempts: [string, Response][] = [
      ['signed out, page', await api(`/api/checkout/sandbox/${charge_id}`, undefined)],
      ['signed out, pay', await pay(charge_id, undefined)],
      ['another user, page', await api(`/api/checkout/sandbox/${charge_id}`, stranger.access_token)],
      ['another user, pay', await pay(charge_id, stranger.access_token)],
      ['unknown charge', await pay(unknown, owner.access_token)],
      ['malformed charge id', await pay(`ch_${'z'.repeat(32)}`, owner.access_token)],
      // The old hosted form post (no credentials, form body) is gone for good.
      [
        'form post',
        await fetch(`${stack.url}/api/checkout/sandbox/${charge_id}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'currency=TON',
        }),
      ],
    ];
    for (const [what, res] of attempts) {
      expect(res.status, what).toBe(404);
      expect(await res.json(), what).toMatchObject(notFound);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(await me(owner.access_token)).toMatchObject({ plan: 'free', is_premium: false });
    expect(await me(stranger.access_token)).toMatchObject({ plan: 'free', is_premium: false });
    expect(probe.of('payment.confirmed').filter((e) => e.type === 'payment.confirmed' && e.data.chargeId === charge_id)).toHaveLength(0);

    // The owner's five presses at once: exactly one is a payment, the others find it already paid.
    const presses = await Promise.all(Array.from({ length: 5 }, () => pay(charge_id, owner.access_token)));
    expect(presses.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
    await becomesPremium(owner.access_token);
    const again = await pay(charge_id, owner.access_token);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject(notFound);
    await new Promise((r) => setTimeout(r, 300));
    expect(probe.of('payment.confirmed').filter((e) => e.type === 'payment.confirmed' && e.data.chargeId === charge_id)).toHaveLength(1);
    expect(planChangesOf(owner.user.id)).toHaveLength(1);
    expect(await me(stranger.access_token)).toMatchObject({ plan: 'free' });
  });

  it('when payment.confirmed events are forged (made-up charge, other user, pending payment, wrong amount, replay), then nobody gains premium and no plan change is published', async () => {
    const payer = await newUser();
    const victim = await newUser();
    // A real purchase by `payer`, fully applied.
    const paid = await checkout(payer.access_token);
    expect((await pay(paid.charge_id, payer.access_token)).status).toBe(200);
    await becomesPremium(payer.access_token);
    const paidExpiry = (await me(payer.access_token)).subscription_expires_at;
    await waitFor(() => planChangesOf(payer.user.id).length === 1 || undefined, { what: "payer's plan change" });

    // The victim's own charge, still pending (never paid).
    const pending = await checkout(victim.access_token);
    // A confirmed payment of the victim at a price that is not the catalogue's (an old or tampered row).
    const offCatalogue = `ch_${randomUUID().replaceAll('-', '')}`;
    const now = new Date();
    await stack.accounts.deps.mongo?.db?.collection<{ _id: string; [key: string]: unknown }>('payments').insertOne({
      _id: randomUUID(),
      charge_id: offCatalogue,
      user_id: victim.user.id,
      plan: 'premium',
      amount: 0.99,
      currency: 'USD',
      period_days: 30,
      provider: 'sandbox',
      provider_invoice_id: null,
      provider_payment_id: null,
      checkout_url: `${stack.url}/checkout/sandbox/${offCatalogue}`,
      pay_currency: null,
      status: 'confirmed',
      status_history: [],
      created_at: now,
      updated_at: now,
    });

    await forge({ chargeId: `ch_${randomUUID().replaceAll('-', '')}`, userId: victim.user.id });
    await forge({ chargeId: paid.charge_id, userId: victim.user.id });
    await forge({ chargeId: pending.charge_id, userId: victim.user.id });
    await forge({ chargeId: offCatalogue, userId: victim.user.id, amount: 0.99 });
    await forge({ chargeId: offCatalogue, userId: victim.user.id, amount: 9.99 });
    await forge({ chargeId: paid.charge_id, userId: payer.user.id });
    await forge({ chargeId: paid.charge_id, userId: payer.user.id }, paid.charge_id);

    // One partition, handled in order: once a later real purchase is applied, every forgery before it was handled.
    const sentinel = await newUser();
    const sentinelCharge = await checkout(sentinel.access_token);
    expect((await pay(sentinelCharge.charge_id, sentinel.access_token)).status).toBe(200);
    await becomesPremium(sentinel.access_token);
    await waitFor(() => planChangesOf(sentinel.user.id).length === 1 || undefined, { what: "sentinel's plan change" });
    await new Promise((r) => setTimeout(r, 500));

    expect(await me(victim.access_token)).toMatchObject({ plan: 'free', is_premium: false, subscription_expires_at: null });
    expect((await me(payer.access_token)).subscription_expires_at).toBe(paidExpiry);
    expect(planChangesOf(victim.user.id)).toHaveLength(0);
    expect(planChangesOf(payer.user.id)).toHaveLength(1);
    const users = stack.accounts.deps.mongo?.db?.collection<{ clerk_id: string; applied_charges: string[] }>('users');
    expect((await users?.findOne({ clerk_id: victim.user.id }))?.applied_charges).toEqual([]);
    expect((await users?.findOne({ clerk_id: payer.user.id }))?.applied_charges).toEqual([paid.charge_id]);
  }, 60_000);
});
