// Issue 27 through the gateway, against real Redis, Kafka and the MongoDB-wire server: the teams
// waitlist is stored and rate limited, and a buyer back without a session learns only the status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPaymentStatus, getSandboxCheckout, joinTeamsWaitlist, paymentCurrencies, problemSchema } from '@chainscribe/contracts';
import type { RunningService } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startMarket } from '../services/market/src/app.ts';
import { loadServiceConfig as marketConfig } from '../services/market/src/config.ts';
import { buyerClient } from './support/buyer-client.ts';
import { ownCredentials, stackEnv, startAuthStack } from './support/stack.ts';

const sandboxSecret = `whsec_${Buffer.from('sandbox-secret-for-one-story-tests').toString('base64')}`;

interface WaitlistRow {
  _id: string;
  team_size: string;
  note: string;
  joined_at: Date;
}

describe('one story: the teams waitlist and the payment return, through the gateway', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  const buyer = buyerClient(() => stack.url, '203.0.113.27', 'story');
  const visitor = (ip: string) => buyerClient(() => stack.url, ip).api;
  const waitlistRows = () => stack.accounts.deps.mongo?.db?.collection<WaitlistRow>('teams_waitlist');

  beforeAll(async () => {
    stack = await startAuthStack('one-story', {
      accountsEnv: { SANDBOX_WEBHOOK_SECRET: sandboxSecret, WAITLIST_PER_HOUR: '3', LOG_LEVEL: 'error', MARKET_URL: 'http://127.0.0.1:9' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('when a visitor joins the teams waitlist, then the entry is stored and acknowledged; joining again keeps one entry', async () => {
    const api = visitor('198.51.100.10');
    const first = await api(joinTeamsWaitlist.path, undefined, {
      json: { email: ' Ops@Agency.example ', teamSize: '6-20', note: 'Five writers' },
    });
    expect(first.status, await first.clone().text()).toBe(201);
    const answer = joinTeamsWaitlist.response.parse(await first.json());
    expect(answer.joined).toBe(true);
    expect(await waitlistRows()?.findOne({ _id: 'ops@agency.example' })).toMatchObject({ team_size: '6-20', note: 'Five writers' });

    const again = await api(joinTeamsWaitlist.path, undefined, { json: { email: 'ops@agency.example', teamSize: '21+' } });
    expect(again.status).toBe(201);
    const rows = await waitlistRows()?.find({ _id: 'ops@agency.example' }).toArray();
    expect(rows).toHaveLength(1);
    expect(rows?.[0]).toMatchObject({ team_size: '21+', note: '' });
  });

  it('when the entry is malformed, then 400 names the field and nothing is stored', async () => {
    const api = visitor('198.51.100.11');
    const res = await api(joinTeamsWaitlist.path, undefined, { json: { email: 'not-an-address', teamSize: 'huge' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = problemSchema.parse(await res.json());
    expect(problem.errors?.map((e) => e.path).sort()).toEqual(['email', 'teamSize']);
    expect(await waitlistRows()?.countDocuments({ _id: 'not-an-address' })).toBe(0);
  });

  it('when one address sends more entries than its hourly budget, then the next is 429 and not stored', async () => {
    const api = visitor('198.51.100.12');
    for (const n of [1, 2, 3]) {
      const res = await api(joinTeamsWaitlist.path, undefined, { json: { email: `team${n}@spam.example`, teamSize: '2-5' } });
      expect(res.status).toBe(201);
    }
    const fourth = await api(joinTeamsWaitlist.path, undefined, { json: { email: 'team4@spam.example', teamSize: '2-5' } });
    expect(fourth.status).toBe(429);
    expect(problemSchema.parse(await fourth.json()).error).toMatch(/^Too many requests from this address/);
    expect(await waitlistRows()?.countDocuments({ _id: 'team4@spam.example' })).toBe(0);
    // Another address still has its own budget.
    expect(
      (await visitor('198.51.100.13')(joinTeamsWaitlist.path, undefined, { json: { email: 'x@ok.example', teamSize: '2-5' } })).status,
    ).toBe(201);
  });

  it('when a buyer pays and comes back without a session, then the charge in the return URL answers "confirmed" and nothing else', async () => {
    const user = await buyer.newUser();
    const { charge_id } = await buyer.checkout(user.access_token);
    const pending = await fetch(`${stack.url}/api/payment/status/${charge_id}`);
    expect(pending.status).toBe(200);
    expect(getPaymentStatus.response.strict().parse(await pending.json())).toEqual({ charge_id, status: 'pending' });

    const pay = await buyer.api(`/api/checkout/sandbox/${charge_id}/pay`, user.access_token, { json: { currency: 'USDT' } });
    const { redirect_to } = (await pay.json()) as { redirect_to: string };
    const returned = new URL(redirect_to).searchParams.get('charge_id');
    expect(returned).toBe(charge_id);

    // No cookie, no bearer: as a browser on another host name would ask.
    const confirmed = await waitFor(
      async () => {
        const body = getPaymentStatus.response.strict().parse(await (await fetch(`${stack.url}/api/payment/status/${returned}`)).json());
        return body.status === 'confirmed' ? body : undefined;
      },
      { timeoutMs: 5000, intervalMs: 100, what: 'confirmed status' },
    );
    expect(confirmed).toEqual({ charge_id, status: 'confirmed' });
  });

  it('when the charge id is unknown, then 404 problem+json and no detail', async () => {
    const res = await fetch(`${stack.url}/api/payment/status/ch_00000000000000000000000000000000`);
    expect(res.status).toBe(404);
    expect(problemSchema.parse(await res.json()).error).toBe('Payment not found');
  });
});

describe("one story: the checkout quotes an amount in the coin offline, from the market's dated snapshot", () => {
  let market: RunningService;
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  const buyer = buyerClient(() => stack.url, '203.0.113.28', 'offline');

  beforeAll(async () => {
    const { names, common } = stackEnv('one-story-market');
    // No upstream at all: the market answers from its bundled snapshot (status 'snapshot', asOf = when taken).
    market = await startMarket(
      marketConfig({
        ...common,
        ...ownCredentials('market'),
        MONGO_DB: names.database('market'),
        MARKET_OFFLINE: '1',
        MARKET_SNAPSHOT: '1',
      }),
    );
    stack = await startAuthStack('one-story-offline', { accountsEnv: { SANDBOX_WEBHOOK_SECRET: sandboxSecret, MARKET_URL: market.url } });
  });
  afterAll(async () => {
    await stack?.stop();
    await market?.stop();
  });

  it('when the checkout opens offline, then no coin claims a live rate and every coin offered, each held by the snapshot, has an amount with its snapshot date', async () => {
    const user = await buyer.newUser();
    const { charge_id } = await buyer.checkout(user.access_token);
    const page = await buyer.api(`/api/checkout/sandbox/${charge_id}`, user.access_token);
    expect(page.status).toBe(200);
    const { quotes } = getSandboxCheckout.response.parse(await page.json());
    // Offline nothing is live; the bundled snapshot holds every coin offered (BTC, ETH, USDT, USDC, TON).
    expect(quotes.map((quote) => quote.currency)).toEqual([...paymentCurrencies]);
    for (const quote of quotes) {
      expect(quote, quote.currency).toMatchObject({ live: false, source: 'snapshot' });
      expect(quote.asOf, quote.currency).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(quote.rate, quote.currency).toBeGreaterThan(0);
      expect(quote.amount, quote.currency).toBeCloseTo(9.99 / (quote.rate ?? 1), 3);
    }
    const btc = quotes.find((quote) => quote.currency === 'BTC');
    expect(btc?.amount).toBeCloseTo(9.99 / (btc?.rate ?? 1), 6);
    // A coin other than Bitcoin, dated by its own figures (copied from another published response).
    expect(quotes.find((quote) => quote.currency === 'TON')).toMatchObject({ rate: 2.37, asOf: '2023-11-20T15:16:07.701Z' });
  });
});
