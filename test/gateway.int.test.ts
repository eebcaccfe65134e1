import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDebug, authSessionSchema } from '@chainscribe/contracts';
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { stackEnv, startAuthStack } from './support/stack.ts';

describe('the gateway', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  beforeAll(async () => {
    stack = await startAuthStack('gateway', {
      gatewayEnv: { CORS_ORIGINS: 'https://studio.example', RATE_LIMIT_PER_IP_PER_MINUTE: '8', BODY_LIMIT_BYTES: '2048' },
    });
  });
  afterAll(() => stack?.stop());

  it('when the debug page tests a token, then it sees the verified claims and the user row, or why not', async () => {
    const email = `debug-${randomUUID().slice(0, 8)}@example.com`;
    const session = authSessionSchema.parse(await (await post('/api/auth/sign-up', JSON.stringify({ email, password: 'debug me 123' }), { 'x-forwarded-for': '192.0.2.10' })).json());
    const ok = authDebug.response.parse(await (await fetch(`${stack.url}/api/auth-debug`, { headers: { authorization: `Bearer ${session.access_token}`, 'x-forwarded-for': '192.0.2.10' } })).json());
    expect(ok).toMatchObject({ authenticated: true, authMode: 'local', userId: session.user.id, issuer: 'chainscribe-accounts', reason: null, user: { email } });
    const bad = authDebug.response.parse(await (await fetch(`${stack.url}/api/auth-debug`, { headers: { authorization: 'Bearer nope', 'x-forwarded-for': '192.0.2.10' } })).json());
    expect(bad).toMatchObject({ authenticated: false, reason: 'Invalid authentication token', user: null });
  });

  it('when running in production mode, then the debug route does not exist', async () => {
    const { common } = stackEnv('gateway-prod');
    const prod = await startGateway(loadGatewayConfig({ ...common, NODE_ENV: 'production', ACCOUNTS_URL: stack.accounts.url }));
    try {
      const res = await fetch(`${prod.url}/api/auth-debug`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'No route for GET /api/auth-debug' });
    } finally {
      await prod.stop();
    }
  });

  it('when a body is larger than the limit, then 413 comes back before any service is bothered', async () => {
    const res = await post('/api/auth/sign-in', JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(4000) }), { 'x-forwarded-for': '192.0.2.11' });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413, error: 'Request body is too large' });
  });

  it('when a configured origin asks, then CORS allows it; any other origin gets nothing', async () => {
    const preflight = await fetch(`${stack.url}/api/users/me`, { method: 'OPTIONS', headers: { origin: 'https://studio.example', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://studio.example');
    const foreign = await fetch(`${stack.url}/api/tokens/categories`, { headers: { origin: 'https://evil.example', 'x-forwarded-for': '192.0.2.12' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when one address sends too many requests, then it gets 429 with Retry-After and others are unaffected', async () => {
    // Token routes answer 401 here (no token): the limit counts every request all the same.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await fetch(`${stack.url}/api/tokens/categories`, { headers: { 'x-forwarded-for': '192.0.2.99' } })).status);
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
});
