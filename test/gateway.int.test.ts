import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDebug, authSessionSchema } from '@chainscribe/contracts';
import { signIdentity, verifyIdentity, type RunningService } from '@chainscribe/service-kit';
import { json, serve, testInternalKeys, type StandIn } from '@chainscribe/service-kit/testing';
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { rawRequest } from './support/raw-http.ts';
import { ownCredentials, stackEnv, startAuthStack } from './support/stack.ts';

describe('the gateway', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  beforeAll(async () => {
    stack = await startAuthStack('gateway', {
      gatewayEnv: {
        NODE_ENV: 'development',
        CORS_ORIGINS: 'https://studio.example',
        RATE_LIMIT_PER_IP_PER_MINUTE: '8',
        BODY_LIMIT_BYTES: '2048',
        READYZ_RATE_LIMIT_PER_MINUTE: '5',
      },
    });
  });
  afterAll(() => stack?.stop());

  it('when the debug page tests a token, then it sees the verified claims and the user row, or why not', async () => {
    const email = `debug-${randomUUID().slice(0, 8)}@example.com`;
    const session = authSessionSchema.parse(
      await (
        await post('/api/auth/sign-up', JSON.stringify({ email, password: 'debug me 123' }), { 'x-forwarded-for': '192.0.2.10' })
      ).json(),
    );
    const ok = authDebug.response.parse(
      await (
        await fetch(`${stack.url}/api/auth-debug`, {
          headers: { authorization: `Bearer ${session.access_token}`, 'x-forwarded-for': '192.0.2.10' },
        })
      ).json(),
    );
    expect(ok).toMatchObject({
      authenticated: true,
      authMode: 'local',
      userId: session.user.id,
      issuer: 'chainscribe-accounts',
      reason: null,
      user: { email },
    });
    const bad = authDebug.response.parse(
      await (
        await fetch(`${stack.url}/api/auth-debug`, { headers: { authorization: 'Bearer nope', 'x-forwarded-for': '192.0.2.10' } })
      ).json(),
    );
    expect(bad).toMatchObject({ authenticated: false, reason: 'Invalid authentication token', user: null });
  });

  it('when running in production or test mode, then the debug route does not exist', async () => {
    const { common } = stackEnv('gateway-prod');
    for (const mode of ['production', 'test']) {
      // A production process refuses the published test key: this one holds its own random key.
      const key = mode === 'production' ? randomBytes(48).toString('base64') : testInternalKeys.gateway;
      const other = await startGateway(
        loadGatewayConfig({
          ...common,
          ...ownCredentials('gateway'),
          NODE_ENV: mode,
          INTERNAL_AUTH_KEY: key,
          ACCOUNTS_URL: stack.accounts.url,
        }),
      );
      try {
        const res = await fetch(`${other.url}/api/auth-debug`);
        expect(res.status, mode).toBe(404);
        expect(await res.json()).toMatchObject({ error: 'No route for GET /api/auth-debug' });
      } finally {
        await other.stop();
      }
    }
  });

  it('when a body is larger than the limit, then 413 comes back before any service is bothered', async () => {
    const res = await post('/api/auth/sign-in', JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(4000) }), {
      'x-forwarded-for': '192.0.2.11',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413, error: 'Request body is too large' });
  });

  it('when a configured origin asks, then CORS allows it with credentials; any other origin gets nothing', async () => {
    const preflight = await fetch(`${stack.url}/api/auth/refresh`, {
      method: 'OPTIONS',
      headers: { origin: 'https://studio.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://studio.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = await fetch(`${stack.url}/api/tokens/categories`, {
      headers: { origin: 'https://studio.example', 'x-forwarded-for': '192.0.2.12' },
    });
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

    const foreign = await fetch(`${stack.url}/api/tokens/categories`, {
      headers: { origin: 'https://evil.example', 'x-forwarded-for': '192.0.2.12' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    const foreignPreflight = await fetch(`${stack.url}/api/auth/refresh`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreignPreflight.status).toBe(403);
    expect(foreignPreflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('when one address sends too many requests, then it gets 429 with Retry-After and others are unaffected', async () => {
    // Token routes answer 401 here (no token): the limit counts every request all the same.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await fetch(`${stack.url}/api/tokens/categories`, { headers: { 'x-forwarded-for': '192.0.2.99' } })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const limited = await fetch(`${stack.url}/api/tokens/categories`, { headers: { 'x-forwarded-for': '192.0.2.99' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: 429 });
    expect((await fetch(`${stack.url}/api/tokens/categories`, { headers: { 'x-forwarded-for': '192.0.2.100' } })).status).not.toBe(429);
  });

  it('when a routed service is down, then the answer is a 503 that says so', async () => {
    const res = await fetch(`${stack.url}/api/analytics/test`, { headers: { 'x-forwarded-for': '192.0.2.13' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'The analytics service is unavailable right now. Please try again in a moment.' });
  });

  it('when anyone asks /readyz, then it says only ready or not; a request signed with the internal key gets every service', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.40' };
    const open = await fetch(`${stack.url}/readyz`, { headers: ip });
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ status: 'ready' });

    const forged = await fetch(`${stack.url}/readyz`, {
      headers: { ...ip, ...signIdentity('not-the-internal-key-0123456789abcdef', { method: 'GET', target: '/readyz' }, null) },
    });
    expect(await forged.json()).toEqual({ status: 'ready' });

    const internal = await fetch(`${stack.url}/readyz`, {
      headers: { ...ip, ...signIdentity(testInternalKeys.gateway, { method: 'GET', target: '/readyz' }, null) },
    });
    expect(internal.status).toBe(200);
    const detail = (await internal.json()) as {
      checks: { redis: { ok: boolean }; services: { detail: { allReady: boolean; services: Record<string, { ready: boolean }> } } };
    };
    expect(detail.checks.redis.ok).toBe(true);
    // This stack runs accounts only: the rest answer nowhere, which the detail says and the status does not.
    expect(detail.checks.services.detail.allReady).toBe(false);
    expect(detail.checks.services.detail.services.accounts?.ready).toBe(true);
    expect(detail.checks.services.detail.services.market?.ready).toBe(false);
    expect(Object.keys(detail.checks.services.detail.services).sort()).toEqual([
      'accounts',
      'analytics',
      'generation',
      'generation-worker',
      'market',
      'publisher',
      'publisher-worker',
      'research',
    ]);
  });

  it('when one address polls /readyz too often, then it gets 429 with Retry-After; other addresses and signed internal callers still get an answer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await fetch(`${stack.url}/readyz`, { headers: { 'x-forwarded-for': '192.0.2.41' } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await fetch(`${stack.url}/readyz`, { headers: { 'x-forwarded-for': '192.0.2.41' } });
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fetch(`${stack.url}/readyz`, { headers: { 'x-forwarded-for': '192.0.2.42' } })).status).toBe(200);
    // Internal callers (npm start polling for every service) are not counted.
    const internal = await fetch(`${stack.url}/readyz`, {
      headers: { 'x-forwarded-for': '192.0.2.41', ...signIdentity(testInternalKeys.gateway, { method: 'GET', target: '/readyz' }, null) },
    });
    expect(internal.status).toBe(200);
    expect(await internal.json()).toHaveProperty('checks.services.detail.allReady');
  });
});

/**
 * What the gateway puts on the wire towards a service. Accounts does not set the refresh cookie
 * yet, so a recording upstream plays the accounts address: it checks the gateway's signature with
 * the real verifier, records what arrived and answers with two cookies.
 */
describe('the gateway on the wire', () => {
  let upstream: StandIn;
  let gateway: RunningService;
  const verified: { target: string; identityOk: boolean; cookie: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    upstream = await serve((req, body, res) => {
      let identityOk = true;
      try {
        verifyIdentity(req.headers, { method: req.method ?? 'GET', target: req.url ?? '/', body }, { key: testInternalKeys.accounts });
      } catch {
        identityOk = false;
      }
      verified.push({ target: req.url ?? '', identityOk, cookie: req.headers.cookie, body });
      res.setHeader('set-cookie', ['cs_refresh=new-token; Path=/api/auth; HttpOnly; Secure; SameSite=Strict', 'cs_seen=1; Path=/']);
      json(res, 200, { ok: true });
    });
    const { common } = stackEnv('gateway-wire');
    gateway = await startGateway(
      loadGatewayConfig({ ...common, ...ownCredentials('gateway'), ACCOUNTS_URL: upstream.url, CORS_ORIGINS: 'https://studio.example' }),
    );
  });
  afterAll(async () => {
    await gateway?.stop();
    await upstream?.close();
  });

  it('when a call to /api/auth carries cookies, then they reach the service unchanged and every Set-Cookie comes back', async () => {
    const body = JSON.stringify({ reason: 'reload' });
    const answer = await rawRequest(gateway.url, {
      method: 'POST',
      target: '/api/auth/refresh',
      headers: { 'content-type': 'application/json', cookie: 'cs_refresh=old-token; theme=dark', origin: 'https://studio.example' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual([
      'cs_refresh=new-token; Path=/api/auth; HttpOnly; Secure; SameSite=Strict',
      'cs_seen=1; Path=/',
    ]);
    expect(answer.headers['access-control-allow-credentials']).toEqual(['true']);
    expect(verified.at(-1)).toEqual({ target: '/api/auth/refresh', identityOk: true, cookie: 'cs_refresh=old-token; theme=dark', body });
  });

  it('when a path and query carry percent-encoding, then the service receives the raw target, signed over query and body', async () => {
    const target = '/api/checkout/sandbox/ch%5Fx?next=%2Fdashboard%3Ftab%3D1&name=caf%C3%A9+bar&empty=';
    const answer = await rawRequest(gateway.url, { target, headers: { 'x-forwarded-for': '192.0.2.60' } });
    expect(answer.status).toBe(200);
    expect(verified.at(-1)).toMatchObject({ target, identityOk: true, body: '' });
    const chunked = await rawRequest(gateway.url, {
      method: 'POST',
      target: '/api/auth/sign-in?x=1',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.com"}',
      chunked: true,
    });
    expect(chunked.status).toBe(200);
    expect(verified.at(-1)).toMatchObject({ target: '/api/auth/sign-in?x=1', identityOk: true, body: '{"email":"a@example.com"}' });
  });
});
