import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPKCS8, SignJWT } from 'jose';
import { Webhook } from 'svix';
import { getMe } from '@chainscribe/contracts';
import { createEventProbe, waitFor } from '@chainscribe/service-kit/testing';
import { startAuthStack } from './support/stack.ts';

const appOrigin = 'http://localhost:8080';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const clerkJwtKey = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const webhookSecret = `whsec_${Buffer.from('clerk-webhook-test-secret-32bytes!').toString('base64')}`;

/** A session token shaped like Clerk's (sub, sid, azp, iss), signed by a key only this test holds. */
async function clerkToken(claims: { sub: string; email?: string; azp?: string; exp?: number }) {
  const key = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sid: `sess_${randomUUID().slice(0, 12)}`,
    azp: claims.azp ?? appOrigin,
    ...(claims.email ? { email: claims.email } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'ins_test', typ: 'JWT' })
    .setIssuer('https://clerk.chainscribe.test')
    .setSubject(claims.sub)
    .setIssuedAt(now - 5)
    .setNotBefore(now - 5)
    .setExpirationTime(claims.exp ?? now + 60)
    .sign(key);
}

describe('Clerk mode', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let probe: Awaited<ReturnType<typeof createEventProbe>>;
  const me = (token: string) => fetch(`${stack.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const deliver = (payload: unknown, secret = webhookSecret) => {
    const id = `msg_${randomUUID()}`;
    const timestamp = new Date();
    const body = JSON.stringify(payload);
    const signature = new Webhook(secret).sign(id, timestamp, body);
    return fetch(`${stack.url}/api/webhooks/clerk`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'svix-signature': signature,
      },
      body,
    });
  };
  const clerkUser = (id: string, email: string) => ({
    type: 'user.created',
    data: { id, primary_email_address_id: 'idn_1', email_addresses: [{ id: 'idn_1', email_address: email }] },
  });

  beforeAll(async () => {
    stack = await startAuthStack('clerk', {
      accountsEnv: { AUTH_MODE: 'clerk', CLERK_WEBHOOK_SECRET: webhookSecret },
      gatewayEnv: {
        AUTH_MODE: 'clerk',
        CLERK_JWT_KEY: clerkJwtKey,
        CLERK_AUTHORIZED_PARTIES: appOrigin,
        CLERK_PUBLISHABLE_KEY: `pk_test_${Buffer.from('chainscribe-test.clerk.accounts.dev$').toString('base64')}`,
      },
    });
    probe = await createEventProbe({
      brokers: stack.infra.kafkaBrokers.split(','),
      sasl: stack.infra.kafkaUsers.admin,
      topicPrefix: stack.names.topicPrefix,
      topics: ['user.registered', 'user.deleted'],
    });
  });
  afterAll(async () => {
    await probe?.stop();
    await stack?.stop();
  });

  it('when a Clerk user is first seen, then a free row is created once and announced once', async () => {
    const sub = `user_${randomUUID().slice(0, 10)}`;
    const token = await clerkToken({ sub, email: 'Nakamoto@Example.com' });
    const [a, b] = await Promise.all([me(token), me(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(getMe.response.parse(await a.json())).toMatchObject({
      clerk_id: sub,
      email: 'nakamoto@example.com',
      plan: 'free',
      is_premium: false,
    });
    await waitFor(() => probe.of('user.registered').some((e) => e.subject === sub), { what: 'user.registered' });
    await new Promise((r) => setTimeout(r, 500));
    expect(probe.of('user.registered').filter((e) => e.subject === sub)).toHaveLength(1);
  });

  it('when the token has no email and no row exists, then the spec error is answered', async () => {
    const res = await me(await clerkToken({ sub: `user_${randomUUID().slice(0, 10)}` }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'No email found for user' });
  });

  it('when a Clerk token is expired, from another party or signed by another key, then it is refused', async () => {
    const sub = `user_${randomUUID().slice(0, 10)}`;
    const expired = await me(await clerkToken({ sub, email: 'x@example.com', exp: Math.floor(Date.now() / 1000) - 120 }));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'Your session has expired. Please sign in again.' });
    const otherParty = await me(await clerkToken({ sub, email: 'x@example.com', azp: 'https://evil.example' }));
    expect(otherParty.status).toBe(401);
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({ sid: 'sess_x', azp: appOrigin })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(await importPKCS8(otherKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256'));
    expect((await me(forged)).status).toBe(401);
  });

  it('when Clerk sends signed webhooks, then users are created, updated and deleted everywhere, idempotently', async () => {
    const id = `user_${randomUUID().slice(0, 10)}`;
    const created = clerkUser(id, 'hal@example.com');
    for (let i = 0; i < 3; i++) expect((await deliver(created)).status).toBe(200);
    expect(
      (
        await deliver({
          type: 'user.updated',
          data: { ...created.data, email_addresses: [{ id: 'idn_1', email_address: 'Hal.Finney@example.com' }] },
        })
      ).status,
    ).toBe(200);
    const token = await clerkToken({ sub: id });
    expect(await (await me(token)).json()).toMatchObject({ clerk_id: id, email: 'hal.finney@example.com', plan: 'free' });
    await waitFor(() => probe.of('user.registered').some((e) => e.subject === id), { what: 'registered via webhook' });
    expect(probe.of('user.registered').filter((e) => e.subject === id)).toHaveLength(1);
    // Keyed by the Clerk id: every later read of the row is a primary-key read.
    const rows = stack.accounts.deps.mongo?.db?.collection<{ _id: string; clerk_id: string }>('users');
    expect(await rows?.findOne({ _id: id })).toMatchObject({ clerk_id: id, email: 'hal.finney@example.com' });

    // Deleted at Clerk: the same erasure as "delete my account" (user.deleted for every service), twice harmlessly.
    for (let i = 0; i < 2; i++) expect((await deliver({ type: 'user.deleted', data: { id, deleted: true } })).status).toBe(200);
    const users = stack.accounts.deps.mongo?.db?.collection<{ clerk_id: string; status: string }>('users');
    expect(await users?.findOne({ clerk_id: id })).toBeNull();
    await waitFor(() => probe.of('user.deleted').some((e) => e.subject === id), { what: 'user.deleted' });
    expect(
      new Set(
        probe
          .of('user.deleted')
          .filter((e) => e.subject === id)
          .map((e) => e.id),
      ),
    ).toEqual(new Set([`user.deleted:${id}`]));
  });

  it('when a webhook signature is wrong, then nothing changes', async () => {
    const id = `user_${randomUUID().slice(0, 10)}`;
    const res = await deliver(
      clerkUser(id, 'mallory@example.com'),
      `whsec_${Buffer.from('another-secret-entirely-32-bytes!!').toString('base64')}`,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Invalid webhook signature' });
    expect(await stack.accounts.deps.mongo?.db?.collection('users').countDocuments({ clerk_id: id })).toBe(0);
  });

  it("when the SPA is served in Clerk mode, then its CSP lets Clerk's widgets load and nothing else", async () => {
    const csp = (await fetch(`${stack.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://chainscribe-test.clerk.accounts.dev https://challenges.cloudflare.com");
    expect(csp).toContain("connect-src 'self' https://chainscribe-test.clerk.accounts.dev");
    expect(csp).toContain("default-src 'self'");
  });

  it('when local sign-in is called in Clerk mode, then it does not exist', async () => {
    const res = await fetch(`${stack.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});
