import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { authSessionSchema, type AuthSession } from '@chainscribe/contracts';

export interface Caller {
  (path: string, init?: { token?: string; json?: unknown; method?: string; body?: Buffer; contentType?: string }): Promise<Response>;
}

/** Calls through the gateway at `baseUrl`, each from its own client address (the per-IP brakes stay out of the way). */
export function callerOf(baseUrl: string): Caller {
  let ip = 0;
  return (path, init = {}) => {
    ip += 1;
    const body = init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined);
    const contentType = init.contentType ?? (init.json !== undefined ? 'application/json' : undefined);
    return fetch(`${baseUrl}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        'x-forwarded-for': `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(body !== undefined ? { body: new Uint8Array(body instanceof Buffer ? body : Buffer.from(body)) } : {}),
    });
  };
}

const password = 'settings kept 2026';

/** A new local account; `signInAgain` opens a second session (another device). */
export async function signUp(
  call: Caller,
  prefix: string,
): Promise<{ email: string; session: AuthSession; signInAgain: () => Promise<AuthSession> }> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await call('/api/auth/sign-up', { json: { email, password } });
  expect(res.status, await res.clone().text()).toBe(201);
  const session = authSessionSchema.parse(await res.json());
  const signInAgain = async () => {
    const again = await call('/api/auth/sign-in', { json: { email, password } });
    expect(again.status, await again.clone().text()).toBe(200);
    return authSessionSchema.parse(await again.json());
  };
  return { email, session, signInAgain };
}
