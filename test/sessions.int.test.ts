import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { refreshCookieOf } from './support/accounts-session.ts';
import { startSmtpStandIn } from './support/smtp-stand-in.ts';
import { startAuthStack } from './support/stack.ts';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse 42';
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Sessions, lockout, password reset and event streams, as an outsider reaches them: through the gateway. */
describe('accounts sessions through the gateway', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let offsetMs = 0;
  let ipCounter = 0;
  // Every call its own client address (the gateway trusts X-Forwarded-For from loopback): per-IP brakes stay out of the way.
  const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  const call = (
    path: string,
    init: { token?: string; json?: unknown; cookie?: string; headers?: Record<string, string>; method?: string } = {},
  ) =>
    fetch(`${stack.url}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        'x-forwarded-for': nextIp(),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.cookie ? { cookie: `cs_refresh=${init.cookie}` } : {}),
        ...init.headers,
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
  const session = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return { ...authSessionSchema.parse(await res.json()), refresh: refreshCookieOf(res) };
  };
  const signUp = async (email = `s-${randomUUID().slice(0, 8)}@example.com`) => ({
    email,
    ...(await session(await call('/api/auth/sign-up', { json: { email, password: PASSWORD } }))),
  });
  const signIn = async (email: string, password = PASSWORD) => session(await call('/api/auth/sign-in', { json: { email, password } }));
  const refresh = (cookie: string) => call('/api/auth/refresh', { json: {}, cookie });

  /** Opens the plan event stream and reads it in the background; `ended` resolves when the server closes it. */
  const openStream = async (token: string) => {
    const res = await call('/api/users/me/events', { token });
    if (res.status !== 200 || !res.body)
      return { status: res.status, res, ended: Promise.resolve(), cancel: async () => undefined, received: '' };
    const reader: ReadableStreamDefaultReader<Uint8Array> = res.body.getReader();
    const state = { status: 200, res, received: '', ended: Promise.resolve(), cancel: () => reader.cancel().catch(() => undefined) };
    state.ended = (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done || value === undefined) return;
        state.received += Buffer.from(value).toString('utf8');
      }
    })();
    await waitFor(() => state.received.includes('event: user') || undefined, { what: 'the first stream event' });
    return state;
  };
  const closesWithin = (ended: Promise<void>, ms: number) =>
    Promise.race([ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    stack = await startAuthStack('sessions', {
      accountsEnv: {
        SMTP_URL: smtp.url,
        AUTH_MAX_ATTEMPTS_PER_IP: '1000',
        AUTH_MAX_FAILURES_PER_IDENTIFIER: '4',
        AUTH_LOCKOUT_SECONDS: '300',
        REFRESH_TOKEN_TTL_DAYS: '7',
        SESSION_MAX_AGE_DAYS: '30',
        EVENT_STREAMS_PER_USER: '5',
      },
      gatewayEnv: { RATE_LIMIT_PER_IP_PER_MINUTE: '10000', RATE_LIMIT_PER_USER_PER_MINUTE: '10000' },
      accounts: { now: () => new Date(Date.now() + offsetMs) },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  it('when 30 wrong passwords race for one account, then exactly the configured 4 are checked and the right password is refused during the lockout', async () => {
    const { email } = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('/api/auth/sign-in', { json: { email, password: 'wrong guess 99' } })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(26);
    const locked = await call('/api/auth/sign-in', { json: { email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(200);
    expect(((await locked.json()) as { error: string }).error).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect(locked.headers.getSetCookie()).toEqual([]);
  }, 60_000);

  it('when a session starts, then the refresh token is only in an httpOnly, Secure, SameSite=Strict cookie for /api/auth, and refresh takes it only from there with a JSON body', async () => {
    const res = await call('/api/auth/sign-up', { json: { email: `c-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD } });
    const body = (await res.clone().json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('refresh_token');
    const [cookie, ...others] = res.headers.getSetCookie();
    expect(others).toEqual([]);
    const attributes = (cookie ?? '').split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/api/auth']));
    const expires = new Date(attributes.find((a) => a.startsWith('expires='))?.slice('expires='.length) ?? 0).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const token = refreshCookieOf(res);
    expect(JSON.stringify(body)).not.toContain(token.split('.')[1]);

    // A cross-site form can only post form encodings: refused before the cookie is looked at.
    const form = await call('/api/auth/refresh', {
      cookie: token,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    // The token in a body (the old way) is not accepted either.
    expect((await call('/api/auth/refresh', { json: { refresh_token: token } })).status).toBe(400);
    expect((await call('/api/auth/refresh', { json: {} })).status).toBe(401);
    // The cookie, as a browser sends it, works and rotates.
    const rotated = await session(await refresh(token));
    expect(rotated.refresh).not.toBe(token);
  });

  it("when someone signs out with a bare session id, another user's token or a cross-site form, then the session lives on; its own cookie or access token ends it", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    const sessionId = victim.refresh.split('.')[0] ?? '';
    for (const attempt of [
      call('/api/auth/sign-out', { json: {}, cookie: `${sessionId}.not-the-secret` }),
      call('/api/auth/sign-out', { json: {}, cookie: sessionId }),
      call('/api/auth/sign-out', { json: {}, token: attacker.access_token }),
      call('/api/auth/sign-out', { json: { refresh_token: victim.refresh } }),
    ]) {
      expect([200, 400]).toContain((await attempt).status);
    }
    const csrf = await call('/api/auth/sign-out', { cookie: victim.refresh, method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect(csrf.status).toBe(415);
    expect((await call('/api/users/me', { token: victim.access_token })).status).toBe(200);
    const alive = await session(await refresh(victim.refresh));

    // Its own access token ends it (the gateway verified that token; it names this session).
    const out = await call('/api/auth/sign-out', { json: {}, token: alive.access_token });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/^cs_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect((await refresh(alive.refresh)).status).toBe(401);
    expect((await call('/api/users/me', { token: alive.access_token })).status).toBe(401);

    // Another session signs out with its refresh cookie alone.
    const second = await signIn(victim.email);
    expect((await call('/api/auth/sign-out', { json: {}, cookie: second.refresh })).status).toBe(200);
    expect((await refresh(second.refresh)).status).toBe(401);
    expect((await call('/api/users/me', { token: second.access_token })).status).toBe(401);
    // The attacker's call with their own token ended their own session, and only that.
    expect((await call('/api/users/me', { token: attacker.access_token })).status).toBe(401);
  });

  it('when a session is refreshed every few days, then it still ends 30 days after sign-in', async () => {
    const { refresh: first } = await signUp();
    // The session began while sign-up ran (hashing a password can take seconds on a loaded
    // machine), so its end is at most 30 days after the answer came back.
    const signedUpBy = Date.now();
    let cookie = first;
    try {
      for (const day of [6, 12, 18, 24, 29.9]) {
        offsetMs = day * DAY;
        const next = await refresh(cookie);
        expect(next.status, `day ${day}`).toBe(200);
        cookie = refreshCookieOf(next);
        const expires = new Date(/Expires=([^;]+)/.exec(next.headers.getSetCookie()[0] ?? '')?.[1] ?? 0).getTime();
        // The cookie never outlives the session's absolute end.
        expect(expires, `day ${day}`).toBeLessThanOrEqual(signedUpBy + 30 * DAY);
      }
      offsetMs = 30.1 * DAY;
      const refused = await refresh(cookie);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'Your session has ended. Please sign in again.' });
    } finally {
      offsetMs = 0;
    }
    // The idle end on its own: untouched for 8 days.
    const { refresh: idle } = await signUp();
    try {
      offsetMs = 8 * DAY;
      expect((await refresh(idle)).status).toBe(401);
    } finally {
      offsetMs = 0;
    }
  });

  it('when a session is refreshed many times, then it keeps only its last 20 spent tokens and an old one is still caught as reuse', async () => {
    const { refresh: first } = await signUp();
    const spent = [first];
    let cookie = first;
    for (let i = 0; i < 24; i++) {
      const next = await refresh(cookie);
      expect(next.status, `refresh ${i}`).toBe(200);
      cookie = refreshCookieOf(next);
      spent.push(cookie);
    }
    const sessionId = first.split('.')[0] ?? '';
    const row = await stack.accounts.deps.mongo?.collection('sessions').findOne({ _id: sessionId as never });
    expect((row?.spent_hashes as string[] | undefined)?.length).toBe(20);
    // Spent three rotations ago (outside the reload grace): a replay ends the whole session.
    expect((await refresh(spent.at(-4) ?? '')).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('when a reset is asked for a known and an unknown email, then the answers are the same and take about the same time', async () => {
    const { email } = await signUp();
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 20; i++) {
      for (const [target, times] of [
        [email, known],
        [`ghost-${randomUUID().slice(0, 8)}@example.com`, unknown],
      ] as const) {
        const started = performance.now();
        const res = await call('/api/auth/password-reset', { json: { email: target } });
        const text = await res.text();
        times.push(performance.now() - started);
        bodies.add(`${res.status} ${res.headers.get('content-type')} ${text}`);
        // Let the known email's background work finish, so it is not billed to the next measurement.
        await new Promise((r) => setTimeout(r, 40));
      }
    }
    // All of them, when they differ: which answer broke ranks is the diagnosis.
    expect([...bodies]).toHaveLength(1);
    expect([...bodies][0]).toMatch(/^200 application\/json; charset=utf-8 \{"success":true,"message":".+"\}$/);
    const [knownMs, unknownMs] = [median(known), median(unknown)];
    console.info(`password reset median: known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms over 20 tries each`);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(25);
    await waitFor(() => smtp.received.filter((m) => m.to.some((t) => t.includes(email))).length === 20 || undefined, {
      timeoutMs: 20_000,
      what: '20 reset emails',
    });
    expect(smtp.received.filter((m) => m.to.some((t) => t.includes('ghost-')))).toHaveLength(0);
  }, 60_000);

  it('when one of several reset links is used, then no link works again, every session ends at once and its event stream closes', async () => {
    const user = await signUp();
    const other = await signIn(user.email);
    const stream = await openStream(other.access_token);
    const linksFor = () =>
      smtp.received
        .filter((m) => m.to.some((t) => t.includes(user.email)))
        .map((m) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.data.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1] ?? '');
    await call('/api/auth/password-reset', { json: { email: user.email } });
    await waitFor(() => linksFor().length === 1 || undefined, { what: 'first link' });
    await call('/api/auth/password-reset', { json: { email: user.email } });
    await waitFor(() => linksFor().length === 2 || undefined, { what: 'second link' });
    const [older, newer] = linksFor();

    const used = await call('/api/auth/password-reset/confirm', { json: { token: newer, password: 'brand new pass 7' } });
    expect(used.status).toBe(200);
    for (const token of [newer, older]) {
      const again = await call('/api/auth/password-reset/confirm', { json: { token, password: 'another new 88' } });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: 'Password reset link is invalid or has expired' });
    }
    // Every session: refresh refused, access tokens refused at once, the open stream closed.
    for (const s of [user, other]) {
      expect((await refresh(s.refresh)).status).toBe(401);
      expect((await call('/api/users/me', { token: s.access_token })).status).toBe(401);
    }
    expect(await closesWithin(stream.ended, 2000)).toBe(true);
    expect((await call('/api/auth/sign-in', { json: { email: user.email, password: 'another new 88' } })).status).toBe(401);
    expect((await call('/api/auth/sign-in', { json: { email: user.email, password: 'brand new pass 7' } })).status).toBe(200);
  });

  it('when a user opens a sixth event stream, then it is refused with 429 until one closes; signing a session out closes its streams only', async () => {
    const user = await signUp();
    const other = await signIn(user.email);
    const streams = [await openStream(other.access_token)];
    for (let i = 0; i < 4; i++) streams.push(await openStream(user.access_token));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);

    const sixth = await call('/api/users/me/events', { token: user.access_token });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('30');
    expect(await sixth.json()).toMatchObject({
      status: 429,
      error: 'Live updates are already open in 5 places. Close a tab and try again.',
    });

    await streams[4]?.cancel();
    const replacement = await waitFor(
      async () => {
        const s = await openStream(user.access_token);
        return s.status === 200 ? s : undefined;
      },
      { timeoutMs: 5000, intervalMs: 100, what: 'a freed slot' },
    );

    // `other` signs out: its stream ends at once, the user's other streams stay open.
    expect((await call('/api/auth/sign-out', { json: {}, cookie: other.refresh })).status).toBe(200);
    expect(await closesWithin(streams[0]?.ended ?? Promise.resolve(), 2000)).toBe(true);
    expect(await closesWithin(replacement.ended, 500)).toBe(false);
    // The stream the server closed gave its slot back: one more opens, and the next is over the cap again.
    const refill = await waitFor(
      async () => {
        const s = await openStream(user.access_token);
        return s.status === 200 ? s : undefined;
      },
      { timeoutMs: 5000, intervalMs: 100, what: 'the closed stream slot' },
    );
    expect((await call('/api/users/me/events', { token: user.access_token })).status).toBe(429);
    for (const s of [...streams.slice(1, 4), replacement, refill]) await s.cancel();
  });
});
