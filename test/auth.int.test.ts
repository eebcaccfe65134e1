import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, importPKCS8 } from 'jose';
import { authSessionSchema, getMe } from '@chainscribe/contracts';
import { createEventProbe, waitFor } from '@chainscribe/service-kit/testing';
import { startSmtpStandIn } from './support/smtp-stand-in.ts';
import { startAuthStack } from './support/stack.ts';
import type { SigningKeyDoc } from '../services/accounts/src/data-access/signing-key.model.ts';
import { createSigningKeysRepository } from '../services/accounts/src/data-access/signing-keys.repository.ts';
import { addKey } from '../services/accounts/src/domain/key-ring.ts';
import { refreshCookieOf, testKeyCipher as keyCipher } from './support/accounts-session.ts';

type Stack = Awaited<ReturnType<typeof startAuthStack>>;

describe('local sign-in through the gateway', () => {
  let stack: Stack;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let probe: Awaited<ReturnType<typeof createEventProbe>>;
  // Each test is its own client address (the gateway trusts X-Forwarded-For from loopback), so
  // per-IP limits of one test do not spill into the next.
  // Counted, not drawn at random: two tests drawing the same address shared its budget, and the
  // spray test then met 429 before its twelfth attempt (about one run in twenty).
  let clientIp = '198.51.100.1';
  let tests = 1;
  beforeEach(() => {
    tests += 1;
    clientIp = `198.51.100.${tests}`;
  });
  const call = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) =>
    fetch(`${stack.url}${path}`, {
      ...init,
      headers: {
        'x-forwarded-for': clientIp,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json), method: init.method ?? 'POST' } : {}),
    });
  const signUp = async (email: string, password = 'correct horse 42') => {
    const res = await call('/api/auth/sign-up', { json: { email, password } });
    expect(res.status).toBe(201);
    return { ...authSessionSchema.parse(await res.json()), refresh_token: refreshCookieOf(res) };
  };
  /** The browser's part: send the refresh cookie back, with the JSON body the route insists on. */
  const refresh = (refreshToken: string) => call('/api/auth/refresh', { json: {}, headers: { cookie: `cs_refresh=${refreshToken}` } });
  const refreshed = async (refreshToken: string) => {
    const res = await refresh(refreshToken);
    expect(res.status).toBe(200);
    return { ...authSessionSchema.parse(await res.json()), refresh_token: refreshCookieOf(res) };
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    stack = await startAuthStack('auth', {
      accountsEnv: {
        SMTP_URL: smtp.url,
        AUTH_MAX_ATTEMPTS_PER_IP: '12',
        AUTH_MAX_FAILURES_PER_IDENTIFIER: '3',
        AUTH_LOCKOUT_SECONDS: '120',
        AUTH_KEYS_RELOAD_SECONDS: '1',
      },
    });
    probe = await createEventProbe({
      brokers: stack.infra.kafkaBrokers.split(','),
      sasl: stack.infra.kafkaUsers.admin,
      topicPrefix: stack.names.topicPrefix,
      topics: ['user.registered', 'user.session_started'],
    });
  });
  afterAll(async () => {
    await probe?.stop();
    await stack?.stop();
    await smtp?.close();
  });

  it('when a user signs up, signs in, calls, refreshes and replays an old refresh token, then the session is revoked', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.com`;
    const created = await signUp(email);
    expect(created).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email, phone: null } });

    const signIn = await call('/api/auth/sign-in', { json: { email: email.toUpperCase(), password: 'correct horse 42' } });
    expect(signIn.status).toBe(200);
    const session = { ...authSessionSchema.parse(await signIn.json()), refresh_token: refreshCookieOf(signIn) };

    const me = await call('/api/users/me', { token: session.access_token });
    expect(me.status).toBe(200);
    expect(getMe.response.parse(await me.json())).toMatchObject({
      email,
      plan: 'free',
      plan_status: 'free',
      is_premium: false,
      clerk_id: session.user.id,
    });

    const next = await refreshed(session.refresh_token);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await call('/api/users/me', { token: next.access_token })).status).toBe(200);
    // The client moves on with the new token…
    const latest = await refreshed(next.refresh_token);

    // …so the first token showing up again means it leaked: the whole family is revoked.
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(401);
    expect((await refresh(latest.refresh_token)).status).toBe(401);
    const revoked = await call('/api/users/me', { token: latest.access_token });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ error: 'Your session has ended. Please sign in again.' });
    // The first session (from sign-up) is another family and still works.
    expect((await call('/api/users/me', { token: created.access_token })).status).toBe(200);
  });

  it('when a reload loses the answer to a refresh, then the same token works once more within seconds', async () => {
    const session = await signUp(`reload-${randomUUID().slice(0, 8)}@example.com`);
    const lost = await refresh(session.refresh_token);
    expect(lost.status).toBe(200);
    const kept = await refreshed(session.refresh_token);
    expect((await call('/api/users/me', { token: kept.access_token })).status).toBe(200);
    const again = await refreshed(kept.refresh_token);
    expect((await call('/api/users/me', { token: again.access_token })).status).toBe(200);
    // The grace is for the answer that was lost, not a second life: a third use of the first token is a reuse.
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await call('/api/users/me', { token: again.access_token })).status).toBe(401);
  });

  it('when events are published, then user.registered and user.session_started appear exactly once each', async () => {
    const email = `grace-${randomUUID().slice(0, 8)}@example.com`;
    const session = await signUp(email);
    for (let i = 0; i < 3; i++) expect((await call('/api/users/me', { token: session.access_token })).status).toBe(200);
    await call('/api/auth/sign-in', { json: { email, password: 'correct horse 42' } });
    await waitFor(() => probe.of('user.session_started').some((e) => e.subject === session.user.id), {
      timeoutMs: 15_000,
      what: 'session started',
    });
    await new Promise((r) => setTimeout(r, 1000));
    const registered = probe.of('user.registered').filter((e) => e.subject === session.user.id);
    expect(registered).toHaveLength(1);
    expect(registered[0]?.data).toMatchObject({ userId: session.user.id, email, plan: 'free', source: 'local' });
    const started = probe.of('user.session_started').filter((e) => e.subject === session.user.id);
    expect(started).toHaveLength(1);
    const [first] = started;
    expect(first?.type === 'user.session_started' && first.id === `user.session_started:${first.data.sessionId}`).toBe(true);
  });

  it('when a bad token of any kind is sent, then the gateway answers 401 with a clear message', async () => {
    const email = `eve-${randomUUID().slice(0, 8)}@example.com`;
    const good = await signUp(email);
    const [headerB64, payloadB64] = good.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payloadB64 ?? '', 'base64url').toString()) as Record<string, unknown>;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreignKey = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256');
    const kid = (JSON.parse(Buffer.from(headerB64 ?? '', 'base64url').toString()) as { kid: string }).kid;
    const sign = (overrides: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'RS256', kid }).sign(foreignKey);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payloadB64}.`;

    const cases: [string, Record<string, string>, string][] = [
      ['missing', {}, 'User not authenticated'],
      ['malformed header', { authorization: 'Token abc' }, 'Invalid authorization header: expected "Bearer <token>"'],
      ['garbage', { authorization: 'Bearer not.a.jwt' }, 'Invalid authentication token'],
      ['alg none', { authorization: `Bearer ${none}` }, 'Invalid authentication token'],
      ['wrongly signed', { authorization: `Bearer ${await sign({})}` }, 'Invalid authentication token'],
    ];
    for (const [what, headers, message] of cases) {
      const res = await call('/api/users/me', { headers });
      expect(res.status, what).toBe(401);
      expect(res.headers.get('content-type'), what).toContain('application/problem+json');
      expect(await res.json(), what).toMatchObject({ status: 401, error: message });
    }
  });

  it('when a token is expired or names another issuer or audience, then it is refused', async () => {
    const { expiredToken, wrongIssuer, wrongAudience } = await tokensSignedByAccounts(stack);
    for (const [what, token, message] of [
      ['expired', expiredToken, 'Your session has expired. Please sign in again.'],
      ['wrong issuer', wrongIssuer, 'Invalid authentication token'],
      ['wrong audience', wrongAudience, 'Invalid authentication token'],
    ] as const) {
      const res = await call('/api/users/me', { token });
      expect(res.status, what).toBe(401);
      expect(await res.json(), what).toMatchObject({ error: message });
    }
  });

  it('when a client sends identity headers itself, then they are ignored', async () => {
    const alice = await signUp(`alice-${randomUUID().slice(0, 8)}@example.com`);
    const bob = await signUp(`bob-${randomUUID().slice(0, 8)}@example.com`);
    const spoofed = await call('/api/users/me', { headers: { 'x-cs-user-id': bob.user.id, 'x-cs-identity-sig': 'forged' } });
    expect(spoofed.status).toBe(401);
    const mixed = await call('/api/users/me', {
      token: alice.access_token,
      headers: { 'x-cs-user-id': bob.user.id, 'x-cs-user-email': 'bob@example.com' },
    });
    expect(await mixed.json()).toMatchObject({ clerk_id: alice.user.id, email: alice.user.email });
  });

  it('when accounts is called without the gateway, then it refuses', async () => {
    const res = await fetch(`${stack.accounts.url}/api/users/me`, { headers: { 'x-cs-user-id': 'someone' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Requests must come through the gateway' });
  });

  it('when sign-in keeps failing for one account, then the next attempt gets 429 with Retry-After', async () => {
    const email = `mallory-${randomUUID().slice(0, 8)}@example.com`;
    await signUp(email);
    for (let i = 0; i < 3; i++) {
      const res = await call('/api/auth/sign-in', { json: { email, password: 'wrong password 1' } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'Invalid login credentials' });
    }
    const blocked = await call('/api/auth/sign-in', { json: { email, password: 'correct horse 42' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    // An unknown account answers exactly like a wrong password.
    const unknown = await call('/api/auth/sign-in', { json: { email: `nobody-${randomUUID()}@example.com`, password: 'whatever 123' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: 'Invalid login credentials' });
  });

  it('when one address keeps trying, then it is slowed down whatever the account', async () => {
    const results: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await call('/api/auth/sign-in', { json: { email: `spray-${i}@example.com`, password: 'guess guess 1' } });
      results.push(res.status);
    }
    expect(
      results.slice(0, 12).every((s) => s === 401),
      JSON.stringify(results),
    ).toBe(true);
    expect(results.slice(12)).toEqual([429, 429]);
  });

  it('when a weak password or a taken email is used at sign-up, then the reasons are listed', async () => {
    const weak = await call('/api/auth/sign-up', { json: { email: `w-${randomUUID().slice(0, 6)}@example.com`, password: 'password' } });
    expect(weak.status).toBe(400);
    const body = (await weak.json()) as { error: string; errors: { path: string; message: string }[] };
    expect(body.error).toBe('Password is too weak: include a number; avoid a commonly used password.');
    expect(body.errors).toEqual([
      { path: 'password', message: 'include a number' },
      { path: 'password', message: 'avoid a commonly used password' },
    ]);
    const email = `taken-${randomUUID().slice(0, 6)}@example.com`;
    await signUp(email);
    const again = await call('/api/auth/sign-up', { json: { email, password: 'another good 99' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'User already registered' });
  });

  it('when a password reset is requested, then a single-use link arrives by SMTP and signs out every session', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
    const old = await signUp(email);
    const asked = await call('/api/auth/password-reset', { json: { email } });
    expect(await asked.json()).toMatchObject({ success: true });
    const unknown = await call('/api/auth/password-reset', { json: { email: `ghost-${randomUUID()}@example.com` } });
    expect(await unknown.json()).toEqual(
      await (await call('/api/auth/password-reset', { json: { email: `ghost2-${randomUUID()}@example.com` } })).json(),
    );

    const mail = await waitFor(() => smtp.received.find((m) => m.to.some((t) => t.includes(email))), { what: 'reset email' });
    // The body is quoted-printable: undo soft line breaks and the encoded '='.
    const body = mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(token).toBeTruthy();
    expect(smtp.received.filter((m) => m.to.some((t) => t.includes('ghost')))).toHaveLength(0);

    const confirmed = await call('/api/auth/password-reset/confirm', { json: { token, password: 'brand new pass 7' } });
    expect(confirmed.status).toBe(200);
    const reused = await call('/api/auth/password-reset/confirm', { json: { token, password: 'another new 8' } });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'Password reset link is invalid or has expired' });
    expect((await call('/api/users/me', { token: old.access_token })).status).toBe(401);
    expect((await call('/api/auth/sign-in', { json: { email, password: 'brand new pass 7' } })).status).toBe(200);
  });

  it('when a new signing key is added, then new tokens use it and tokens of the old key keep working', async () => {
    const email = `rotate-${randomUUID().slice(0, 8)}@example.com`;
    const before = await signUp(email);
    const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;
    const mongo = stack.accounts.deps.mongo;
    if (!mongo) throw new Error('accounts has no database');
    const newKid = await addKey(createSigningKeysRepository(mongo), keyCipher(), new Date(Date.now() + 1000));

    const after = await waitFor(
      async () => {
        const res = await call('/api/auth/sign-in', { json: { email, password: 'correct horse 42' } });
        const session = authSessionSchema.parse(await res.json());
        return kidOf(session.access_token) === newKid ? session : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 300, what: 'tokens signed with the new key' },
    );
    expect(kidOf(before.access_token)).not.toBe(newKid);

    const jwks = (await (await fetch(`${stack.url}/.well-known/jwks.json`)).json()) as { keys: { kid: string; alg: string; d?: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([newKid, kidOf(before.access_token)]));
    expect(jwks.keys.every((k) => k.alg === 'RS256' && k.d === undefined)).toBe(true);
    await waitFor(async () => (await call('/api/users/me', { token: after.access_token })).status === 200, {
      timeoutMs: 10_000,
      intervalMs: 500,
      what: 'gateway accepts the new key',
    });
    expect((await call('/api/users/me', { token: before.access_token })).status).toBe(200);
  }, 30_000);
});

/** Tokens with the accounts service's own key but bad claims, minted from its stored private key. */
async function tokensSignedByAccounts(stack: Stack) {
  const { importJWK } = await import('jose');
  const mongo = stack.accounts.deps.mongo;
  if (!mongo) throw new Error('accounts has no database');
  const stored = await mongo.db?.collection<SigningKeyDoc>('signing_keys').find().sort({ created_at: -1 }).limit(1).next();
  if (!stored?.encrypted_jwk) throw new Error('no encrypted signing key stored');
  const key = await importJWK({ ...keyCipher().decrypt(stored.encrypted_jwk, stored._id), alg: 'RS256' }, 'RS256');
  const base = (claims: { iss?: string; aud?: string; exp?: number }) =>
    new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', kid: stored._id })
      .setSubject('someone')
      .setIssuer(claims.iss ?? 'chainscribe-accounts')
      .setAudience(claims.aud ?? 'chainscribe')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);
  return {
    expiredToken: await base({ exp: Math.floor(Date.now() / 1000) - 60 }),
    wrongIssuer: await base({ iss: 'https://evil.example' }),
    wrongAudience: await base({ aud: 'someone-else' }),
  };
}
