import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { exportJWK, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, userSchema } from '@chainscribe/contracts';
import { signIdentity, type Identity } from '@chainscribe/service-kit';
import { testInternalKeys } from '@chainscribe/service-kit/testing';
import { startMarket } from '../services/market/src/app.ts';
import { loadServiceConfig as marketConfig } from '../services/market/src/config.ts';
import { rawRequest, type RawAnswer } from './support/raw-http.ts';
import { startAuthStack } from './support/stack.ts';

/**
 * An outsider's attacks on the front door and on the services behind it, against the real
 * gateway, accounts and market on the shared engines. Every answer is a 4xx problem (never a 5xx)
 * and grants nothing.
 */
describe('attacks on the gateway and the services', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let marketUrl: string;
  let accountsUrl: string;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'attack-suite-key';
  const victim = { email: `victim-${randomUUID().slice(0, 8)}@example.com`, password: 'victim secret 42' };
  let victimSession: ReturnType<typeof authSessionSchema.parse>;
  let victimIdentity: Identity;
  let attackerSession: ReturnType<typeof authSessionSchema.parse>;
  let ipCounter = 1;
  // Each request is its own client address (the gateway trusts X-Forwarded-For from loopback), so
  // the per-IP limits never decide an outcome here.
  const nextIp = () => ({ 'x-forwarded-for': `198.18.0.${ipCounter++ % 250}` });

  const mint = (claims: JWTPayload, options: { key?: typeof privateKey; kid?: string } = {}) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid }).sign(options.key ?? privateKey);

  const signUp = async (email: string, password: string) =>
    authSessionSchema.parse(
      await (
        await fetch(`${stack.url}/api/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...nextIp() },
          body: JSON.stringify({ email, password }),
        })
      ).json(),
    );

  /** A refusal: the status expected, in problem+json, never a 5xx. */
  const expectRefused = (answer: RawAnswer, status: number, what: string) => {
    expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBe(status);
    expect(answer.headers['content-type']?.[0] ?? '', what).toContain('application/problem+json');
  };

  beforeAll(async () => {
    const jwk = { ...(await exportJWK(privateKey)), kid };
    stack = await startAuthStack('gw-attack', {
      accountsEnv: { AUTH_PRIVATE_JWKS: JSON.stringify([jwk]) },
      gatewayEnv: { BODY_LIMIT_BYTES: '4096', RATE_LIMIT_PER_IP_PER_MINUTE: '1000' },
      services: { market: (env) => startMarket(marketConfig({ ...env, MARKET_OFFLINE: '1' })) },
    });
    accountsUrl = stack.accounts.url;
    marketUrl = stack.services.market?.url ?? '';
    victimSession = await signUp(victim.email, victim.password);
    attackerSession = await signUp(`attacker-${randomUUID().slice(0, 8)}@example.com`, 'attacker secret 42');
    const me = userSchema.parse(
      await (
        await fetch(`${stack.url}/api/users/me`, { headers: { authorization: `Bearer ${victimSession.access_token}`, ...nextIp() } })
      ).json(),
    );
    victimIdentity = { userId: me.clerk_id, email: victim.email, sessionId: 'captured-session' };
  });
  afterAll(() => stack?.stop());

  describe('paths', () => {
    const tricks = [
      '/api/tokens/%2e%2e/%2e%2e/readyz',
      '/api/tokens/%2E%2E/%2E%2E/healthz',
      '/api/tokens/..%2f..%2freadyz',
      '/api/tokens/%2f..%2f..%2fmetrics',
      '/api/tokens/%5c..%5c..%5creadyz',
      '/api/tokens/%252e%252e/%252e%252e/readyz',
      '/api/tokens/..%252f..%252freadyz',
      '/api/tokens/%25252e%25252e/readyz',
      '/api/tokens/../../readyz',
      '/api/tokens/./../readyz',
      '/api/tokens\\..\\..\\readyz',
      '/api/auth/..\\..\\.well-known/jwks.json',
      '/api/users/me/..',
      '/.well-known/jwks.json/../../readyz',
      '//127.0.0.1/readyz',
      '/api//tokens/categories',
      '/api/tokens/%00/search',
      '/api/tokens/%zz',
    ];

    it('when a path carries dot segments, encoded separators (single or double), backslashes or empty segments, then 400 problem+json and no service answers', async () => {
      for (const target of tricks) {
        const answer = await rawRequest(stack.url, {
          target,
          headers: { authorization: `Bearer ${attackerSession.access_token}`, ...nextIp() },
        });
        expectRefused(answer, 400, target);
        expect(answer.json, target).toMatchObject({ status: 400, code: 'invalid_path' });
        // A service's own health, readiness or key answer would name it or list keys.
        expect(answer.body, target).not.toMatch(/"service"|"keys"|"checks"/);
      }
    });

    it('when the request target names another host (absolute form), then 400 and the service is not reached', async () => {
      const answer = await rawRequest(stack.url, { target: `${marketUrl}/readyz`, headers: nextIp() });
      expectRefused(answer, 400, 'absolute-form');
      expect(answer.body).not.toContain('"service"');
    });

    it("when anything outside the services' /api routes is asked for, then only the gateway's own minimal answers or 404 come back", async () => {
      const health = await rawRequest(stack.url, { target: '/healthz', headers: nextIp() });
      expect(health.json).toEqual({ status: 'alive', service: 'gateway' });
      const ready = await rawRequest(stack.url, { target: '/readyz', headers: nextIp() });
      expect(ready.json).toEqual({ status: 'ready' });
      for (const target of [
        '/metrics',
        '/api/auth-debug',
        '/api/readyz',
        '/api/tokens/readyz',
        '/.well-known/jwks.json/private',
        '/debug/vars',
      ]) {
        const answer = await rawRequest(stack.url, {
          target,
          headers: { authorization: `Bearer ${attackerSession.access_token}`, ...nextIp() },
        });
        expectRefused(answer, 404, target);
        expect(answer.body, target).not.toMatch(/"checks"|"keys"/);
      }
      // The public half of the token keys is the one non-/api answer a service gives, and only that.
      const jwks = await rawRequest(stack.url, { target: '/.well-known/jwks.json', headers: nextIp() });
      expect(jwks.status).toBe(200);
      const keys = (jwks.json as { keys: Record<string, unknown>[] }).keys;
      expect(keys.map((k) => k.kid)).toEqual([kid]);
      expect(keys.every((k) => k.d === undefined && k.p === undefined)).toBe(true);
    });
  });

  describe('tokens', () => {
    const base = () => ({ sub: victimIdentity.userId, sid: 'forged-session', iss: 'chainscribe-accounts', aud: 'chainscribe' });
    const none = () => {
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...base(), exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    };

    it('when a token is unsigned, signed by another key, names an unknown kid, is HMAC-signed, expired, or for another audience or issuer, then 401 and no user data', async () => {
      const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const now = Math.floor(Date.now() / 1000);
      const hmacSecret = new TextEncoder().encode(JSON.stringify((await exportJWK(privateKey)).n));
      const tokens: Record<string, string> = {
        'alg none': none(),
        'another key, our kid': await mint({ ...base(), exp: now + 600 }, { key: otherKey }),
        'unknown kid': await mint({ ...base(), exp: now + 600 }, { key: otherKey, kid: 'not-ours' }),
        'HS256 with the public modulus': await new SignJWT({ ...base(), exp: now + 600 })
          .setProtectedHeader({ alg: 'HS256', kid })
          .sign(hmacSecret),
        expired: await mint({ ...base(), iat: now - 3600, exp: now - 60 }),
        'other audience': await mint({ ...base(), aud: 'another-app', exp: now + 600 }),
        'other issuer': await mint({ ...base(), iss: 'https://evil.example', exp: now + 600 }),
        'no session id': await mint({ sub: victimIdentity.userId, iss: 'chainscribe-accounts', aud: 'chainscribe', exp: now + 600 }),
        garbage: 'a.b.c',
      };
      for (const [what, token] of Object.entries(tokens)) {
        const answer = await rawRequest(stack.url, { target: '/api/users/me', headers: { authorization: `Bearer ${token}`, ...nextIp() } });
        expectRefused(answer, 401, what);
        expect(answer.body, what).not.toContain(victim.email);
      }
      const expired = await rawRequest(stack.url, {
        target: '/api/users/me',
        headers: { authorization: `Bearer ${tokens.expired ?? ''}`, ...nextIp() },
      });
      expect(expired.json).toMatchObject({ error: 'Your session has expired. Please sign in again.' });
      // The same request with the victim's real token does read the victim: the refusals above are the tokens' doing.
      const real = await rawRequest(stack.url, {
        target: '/api/users/me',
        headers: { authorization: `Bearer ${victimSession.access_token}`, ...nextIp() },
      });
      expect(real.status).toBe(200);
      expect(real.json).toMatchObject({ email: victim.email });
    });
  });

  describe('identity headers', () => {
    it('when a client sends identity headers to the gateway, then they are dropped: no token is 401, a token reads its own user only', async () => {
      const forged = {
        'x-cs-user-id': victimIdentity.userId,
        'x-cs-user-email': victim.email,
        'x-cs-session-id': 's',
        ...signIdentity(testInternalKeys.accounts, { method: 'GET', target: '/api/users/me' }, victimIdentity),
      };
      const anonymous = await rawRequest(stack.url, { target: '/api/users/me', headers: { ...forged, ...nextIp() } });
      expectRefused(anonymous, 401, 'forged headers without a token');
      const asAttacker = await rawRequest(stack.url, {
        target: '/api/users/me',
        headers: { ...forged, authorization: `Bearer ${attackerSession.access_token}`, ...nextIp() },
      });
      expect(asAttacker.status).toBe(200);
      expect(asAttacker.json).toMatchObject({ email: attackerSession.user.email });
      expect(asAttacker.body).not.toContain(victim.email);
    });

    it('when a request goes to a service directly unsigned, stale, forged, signed with another key or with doubled headers, then 401', async () => {
      const target = '/api/users/me';
      const valid = signIdentity(testInternalKeys.accounts, { method: 'GET', target }, victimIdentity);
      const cases: Record<string, Record<string, string>> = {
        unsigned: {},
        'identity without signature': { 'x-cs-user-id': victimIdentity.userId },
        stale: signIdentity(testInternalKeys.accounts, { method: 'GET', target }, victimIdentity, Date.now() - 60_000),
        'from the future': signIdentity(testInternalKeys.accounts, { method: 'GET', target }, victimIdentity, Date.now() + 60_000),
        'forged signature': { ...valid, 'x-cs-identity-sig': randomBytes(32).toString('base64url') },
        'another key': signIdentity(randomBytes(32).toString('base64url'), { method: 'GET', target }, victimIdentity),
        'identity swapped under a valid signature': { ...valid, 'x-cs-user-id': 'someone-else' },
        'timestamp not a number': { ...valid, 'x-cs-identity-ts': 'NaN' },
      };
      for (const [what, headers] of Object.entries(cases)) {
        const answer = await rawRequest(accountsUrl, { target, headers });
        expectRefused(answer, 401, what);
        expect(answer.body, what).not.toContain(victim.email);
      }
      // Two signature headers: Node joins most duplicates, so the raw bytes say it twice.
      const doubled = await rawRequest(accountsUrl, {
        target,
        headers: {
          ...valid,
          'x-cs-identity-sig': `${valid['x-cs-identity-sig'] ?? ''}\r\nx-cs-identity-sig: ${valid['x-cs-identity-sig'] ?? ''}`,
        },
      });
      expectRefused(doubled, 401, 'doubled signature header');
      // The control: exactly this signed set reads the victim, so every refusal above is the tampering's.
      const control = await rawRequest(accountsUrl, {
        target,
        headers: signIdentity(testInternalKeys.accounts, { method: 'GET', target }, victimIdentity),
      });
      expect(control.status).toBe(200);
      expect(control.json).toMatchObject({ email: victim.email });
    });

    it('when a signed query string is changed, then the service refuses with 401', async () => {
      const signed = signIdentity(testInternalKeys.market, { method: 'GET', target: '/api/tokens/search?q=eth' }, victimIdentity);
      const tampered = await rawRequest(marketUrl, { target: '/api/tokens/search?q=btc', headers: signed });
      expectRefused(tampered, 401, 'tampered query');
      expect(tampered.json).toMatchObject({ code: 'gateway_signature_invalid' });
      const added = await rawRequest(marketUrl, { target: '/api/tokens/search?q=eth&limit=50', headers: signed });
      expectRefused(added, 401, 'added parameter');
      const control = await rawRequest(marketUrl, { target: '/api/tokens/search?q=eth', headers: signed });
      expect(control.status).toBe(200);
    });

    it('when a signed body is swapped for another, then the service refuses with 401', async () => {
      const wrong = JSON.stringify({ email: victim.email, password: 'a wrong guess 1' });
      const right = JSON.stringify({ email: victim.email, password: victim.password });
      const signedForWrong = signIdentity(testInternalKeys.accounts, { method: 'POST', target: '/api/auth/sign-in', body: wrong }, null);
      const headers = { ...signedForWrong, 'content-type': 'application/json' };
      const swapped = await rawRequest(accountsUrl, { method: 'POST', target: '/api/auth/sign-in', headers, body: right });
      expectRefused(swapped, 401, 'swapped body');
      expect(swapped.json).toMatchObject({ code: 'gateway_signature_invalid' });
      expect(swapped.body).not.toContain('access_token');
      const dropped = await rawRequest(accountsUrl, { method: 'POST', target: '/api/auth/sign-in', headers });
      expectRefused(dropped, 401, 'dropped body');
      // The control: the same body it was signed for reaches sign-in (and fails there, on the password).
      const control = await rawRequest(accountsUrl, { method: 'POST', target: '/api/auth/sign-in', headers, body: wrong });
      expect(control.status).toBe(401);
      expect(control.json).not.toMatchObject({ code: expect.stringMatching(/^gateway_signature/) as unknown });
    });

    it('when a signed header set is replayed onto another path or method, then the service refuses with 401', async () => {
      const signed = signIdentity(testInternalKeys.accounts, { method: 'GET', target: '/api/users/me' }, victimIdentity);
      const otherPath = await rawRequest(accountsUrl, { target: '/api/auth/session', headers: signed });
      expectRefused(otherPath, 401, 'replay onto /api/auth/session');
      expect(otherPath.json).toMatchObject({ code: 'gateway_signature_invalid' });
      const otherMethod = await rawRequest(accountsUrl, {
        method: 'POST',
        target: '/api/payment/create',
        headers: { ...signed, 'content-type': 'application/json' },
        body: JSON.stringify({ plan: 'premium' }),
      });
      expectRefused(otherMethod, 401, 'replay onto POST /api/payment/create');
      const otherService = await rawRequest(marketUrl, { target: '/api/users/me', headers: signed });
      expect(otherService.status).not.toBe(200);
      expect(otherService.status).toBeLessThan(500);
    });
  });

  describe('bodies and headers', () => {
    it('when a body is over the limit, declared or chunked, then 413 from the gateway; straight to a service, 413 too', async () => {
      const big = JSON.stringify({ email: 'x@example.com', password: 'p'.repeat(8000) });
      const declared = await rawRequest(stack.url, {
        method: 'POST',
        target: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json', ...nextIp() },
        body: big,
      });
      expectRefused(declared, 413, 'declared');
      const chunked = await rawRequest(stack.url, {
        method: 'POST',
        target: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json', ...nextIp() },
        body: big,
        chunked: true,
      });
      expectRefused(chunked, 413, 'chunked');
      const direct = await rawRequest(accountsUrl, {
        method: 'POST',
        target: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(200 * 1024),
      });
      expectRefused(direct, 413, 'direct');
    });

    it('when a body is malformed JSON, the wrong media type or compressed, then a 4xx problem, never a 5xx', async () => {
      const cases: [string, Record<string, string>, string | Buffer, number][] = [
        ['truncated JSON', { 'content-type': 'application/json' }, '{"email":', 400],
        ['JSON with a trailing comma', { 'content-type': 'application/json' }, '{"email":"a@example.com",}', 400],
        ['text/plain body', { 'content-type': 'text/plain' }, JSON.stringify({ email: victim.email, password: victim.password }), 400],
        ['unknown charset', { 'content-type': 'application/json; charset=klingon' }, '{}', 415],
        [
          'gzip body',
          { 'content-type': 'application/json', 'content-encoding': 'gzip' },
          gzipSync(JSON.stringify({ email: victim.email, password: victim.password })),
          415,
        ],
        [
          'prototype pollution',
          { 'content-type': 'application/json' },
          '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
          400,
        ],
      ];
      for (const [what, headers, body, status] of cases) {
        const answer = await rawRequest(stack.url, {
          method: 'POST',
          target: '/api/auth/sign-in',
          headers: { ...headers, ...nextIp() },
          body,
        });
        expectRefused(answer, status, what);
        expect(answer.body, what).not.toContain('access_token');
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      const malformed = await rawRequest(stack.url, {
        method: 'POST',
        target: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json', ...nextIp() },
        body: '{"email":',
      });
      expect(malformed.json).toMatchObject({ error: 'Request body is not valid JSON' });
    });

    it('when headers are huge, then 431 from the gateway and from a service, and both keep serving', async () => {
      const huge = { 'x-padding': 'a'.repeat(64 * 1024) };
      const viaGateway = await rawRequest(stack.url, { target: '/api/tokens/categories', headers: { ...huge, ...nextIp() } });
      expect(viaGateway.status).toBe(431);
      const direct = await rawRequest(marketUrl, { target: '/api/tokens/categories', headers: huge });
      expect(direct.status).toBe(431);
      const hugeToken = await rawRequest(stack.url, {
        target: '/api/users/me',
        headers: { authorization: `Bearer ${'a'.repeat(12 * 1024)}`, ...nextIp() },
      });
      expectRefused(hugeToken, 401, 'oversized token');
      expect((await rawRequest(stack.url, { target: '/readyz', headers: nextIp() })).status).toBe(200);
      expect((await rawRequest(marketUrl, { target: '/healthz' })).status).toBe(200);
    });
  });
});
