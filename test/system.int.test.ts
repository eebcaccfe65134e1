import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIdentity } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startSystem } from '../scripts/system.ts';

type Readyz = { checks: { services: { detail: { allReady: boolean; services: Record<string, { ready: boolean }> } } } };

/** The whole system as `npm start` runs it: separate processes behind the gateway. */
describe('the system started like npm start', () => {
  let system: Awaited<ReturnType<typeof startSystem>>;
  const port = 18_580;
  const portBase = 18_500;
  const gateway = `http://localhost:${port}`;
  // The per-service detail is for callers holding the internal key (the public answer is ready or not).
  const readyz = () =>
    fetch(`${gateway}/readyz`, { headers: signIdentity(system.internalKey, { method: 'GET', target: '/readyz' }, null) });
  const servicesIn = async (answer: Response) => ((await answer.json()) as Readyz).checks.services.detail.services;
  const services = async () => servicesIn(await readyz());

  beforeAll(async () => {
    system = await startSystem({ port, portBase, buildSpa: false, print: () => undefined, readyTimeoutMs: 120_000 });
  }, 150_000);
  afterAll(() => system?.stop({ infra: false }), 30_000);

  it('when every process is up, then the gateway readiness lists each service as ready', async () => {
    // One answer for both: on a busy machine a second probe can catch a check past its deadline.
    const res = await readyz();
    expect(res.status).toBe(200);
    const listed = await servicesIn(res);
    expect(Object.keys(listed).sort()).toEqual([
      'accounts',
      'analytics',
      'generation',
      'generation-worker',
      'market',
      'publisher',
      'publisher-worker',
      'research',
    ]);
    expect(Object.values(listed).every((s) => s.ready)).toBe(true);
  });

  it('when a service is called directly without the gateway, then it refuses', async () => {
    const res = await fetch(`http://127.0.0.1:${portBase + 4}/api/tokens/search?q=eth`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 401, error: 'Requests must come through the gateway' });
  });

  it('when a signed-in user calls an unknown API route, then the gateway answers 404 in the common error shape', async () => {
    const signUp = await fetch(`${gateway}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `system-${Date.now()}@example.com`, password: 'system check 42' }),
    });
    const { access_token } = (await signUp.json()) as { access_token: string };
    expect((await fetch(`${gateway}/api/does-not-exist`)).status).toBe(401);
    const res = await fetch(`${gateway}/api/does-not-exist`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, title: 'Not Found', error: 'No route for GET /api/does-not-exist' });
  });

  it('when the SPA is requested at a deep link, then the gateway serves the app shell', async () => {
    const res = await fetch(`${gateway}/dashboard/analytics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('when one service process is killed, then readiness shows it down, the rest stay up, and it comes back', async () => {
    const pid = system.supervisor.pid('market');
    expect(pid).toBeTypeOf('number');
    process.kill(pid as number, 'SIGKILL');
    const down = await waitFor(
      async () => {
        const s = await services();
        return s.market?.ready === false ? s : undefined;
      },
      { timeoutMs: 10_000, what: 'market reported down' },
    );
    expect(Object.entries(down).filter(([name, s]) => name !== 'market' && !s.ready)).toEqual([]);
    expect((await fetch(`${gateway}/healthz`)).status).toBe(200);
    await waitFor(async () => (await services()).market?.ready, { timeoutMs: 30_000, what: 'market back' });
    expect(system.supervisor.pid('market')).not.toBe(pid);
  }, 45_000);
});
