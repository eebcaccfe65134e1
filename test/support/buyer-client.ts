import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { authSessionSchema, createPayment, getMe, type AuthSession } from '@chainscribe/contracts';

/**
 * A buyer as the SPA is one, through the gateway: JSON calls with a bearer token from one client
 * address. `baseUrl` is read at call time, because test stacks start in `beforeAll`.
 */
export function buyerClient(baseUrl: () => string, clientIp: string, emailPrefix = 'buyer') {
  const api = (path: string, token: string | undefined, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${baseUrl()}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  const newUser = async (): Promise<AuthSession> => {
    const res = await api('/api/auth/sign-up', undefined, {
      json: { email: `${emailPrefix}-${randomUUID().slice(0, 8)}@example.com`, password: 'pay me 12345' },
    });
    expect(res.status).toBe(201);
    return authSessionSchema.parse(await res.json());
  };
  const me = async (token: string) => getMe.response.parse(await (await api('/api/users/me', token)).json());
  const checkout = async (token: string) => {
    const res = await api('/api/payment/create', token, { json: { planPrice: 9.99 } });
    expect(res.status).toBe(201);
    return createPayment.response.parse(await res.json());
  };
  return { api, newUser, me, checkout };
}
