import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startMarket } from '../../services/market/src/app.ts';
import { loadServiceConfig as marketConfig } from '../../services/market/src/config.ts';
import { callerOf, signUp } from '../../test/support/signed-up.ts';
import { startAuthStack } from '../../test/support/stack.ts';

type Stack = Awaited<ReturnType<typeof startAuthStack>>;

/** The session an access token names (its `sid` claim). */
const sessionOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

type Command = { source: string; args: string[] };

/**
 * Every command Redis receives while `work` runs, with the connection it came from (MONITOR, on
 * a private admin connection). MONITOR lines trail the answers: it waits until `enough` holds,
 * then a moment more so that a command too many would show.
 */
async function commandsDuring(redisUrl: string, work: () => Promise<void>, enough: (seen: Command[]) => boolean): Promise<Command[]> {
  const client = new Redis(redisUrl);
  const monitor = await client.monitor();
  const seen: Command[] = [];
  monitor.on('monitor', (_time: string, args: string[], source: string) => seen.push({ source, args }));
  try {
    await work();
    await waitFor(() => enough(seen), { timeoutMs: 10_000, what: 'the commands to show in MONITOR' });
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    monitor.disconnect();
    client.disconnect();
  }
  return seen;
}

describe('the gateway asks Redis once per request and keeps verified tokens', () => {
  let stack: Stack;
  let call: ReturnType<typeof callerOf>;
  const search = '/api/tokens/search?q=eth';

  beforeAll(async () => {
    stack = await startAuthStack('request-gate', {
      gatewayEnv: { RATE_LIMIT_PER_USER_PER_MINUTE: '12' },
      services: { market: (env) => startMarket(marketConfig({ ...env, COINGECKO_BASE_URL: '', DEXSCREENER_BASE_URL: '' })) },
    });
    call = callerOf(stack.url);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('when a signed-in user calls a service, then each request is one Redis round trip (limits, revocation and the first sighting of the session together)', async () => {
    const { session } = await signUp(call, 'gate');
    // Where the gateway's commands come from: its connection counts this anonymous request's address.
    const countsAddress = (c: Command) => c.args.some((a) => a.startsWith(`${stack.names.id}:cs:rl:gw-ip:`));
    const warm = await commandsDuring(
      stack.infra.redisUrl,
      async () => {
        expect((await call(search)).status).toBe(401);
      },
      (seen) => seen.some(countsAddress),
    );
    const gatewaySource = warm.find(countsAddress)?.source;
    expect(gatewaySource).toBeDefined();

    const statuses: number[] = [];
    const commands = await commandsDuring(
      stack.infra.redisUrl,
      async () => {
        // The first request is the session's first sighting too; the rest come from a cached token.
        for (let i = 0; i < 5; i++) statuses.push((await call(search, { token: session.access_token })).status);
      },
      (seen) => seen.filter((c) => c.source === gatewaySource).length >= 5,
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const fromGateway = commands.filter((c) => c.source === gatewaySource);
    expect(fromGateway.map((c) => c.args[0]?.toLowerCase())).toEqual(Array(5).fill('evalsha'));
    // The first request carried the session's first-sighting mark; the others did not need it.
    const seenKey = `${stack.names.id}:cs:gateway:seen-session:${sessionOf(session.access_token)}`;
    expect(fromGateway[0]?.args).toContain(seenKey);
    expect(fromGateway.slice(1).every((c) => c.args.every((a) => !a.includes('cs:gateway:seen-session:')))).toBe(true);
    const redis = new Redis(stack.infra.redisUrl);
    expect(await redis.get(seenKey)).toBe('1');
    redis.disconnect();
  });

  it('when a token the gateway has cached belongs to a session that signs out, then its next request is refused', async () => {
    const { session } = await signUp(call, 'revoked');
    expect((await call(search, { token: session.access_token })).status).toBe(200);
    expect((await call(search, { token: session.access_token })).status).toBe(200);
    expect((await call('/api/auth/sign-out', { json: {}, token: session.access_token })).status).toBe(200);
    const after = await call(search, { token: session.access_token });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ status: 401, code: 'session_revoked' });
  });

  it('when one user passes the per-user limit from many addresses, then 429 with Retry-After; another user is unaffected', async () => {
    const heavy = await signUp(call, 'heavy');
    const other = await signUp(call, 'other');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await call(search, { token: heavy.session.access_token })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.slice(12)).toEqual([429, 429]);
    const limited = await call(search, { token: heavy.session.access_token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: 429 });
    expect((await call(search, { token: other.session.access_token })).status).toBe(200);
  });
});
