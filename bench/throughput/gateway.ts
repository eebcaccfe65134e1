import { getThreadPlan, searchTokens } from '@chainscribe/contracts';
import { signIdentity } from '@chainscribe/service-kit';
import { load, mustSucceed, paced, type LoadResult } from './load.ts';
import type { Stack } from './stack.ts';

const searchTarget = `${searchTokens.path}?q=eth&limit=10`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function medianRun(runs: LoadResult[]): LoadResult {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    bad: runs.reduce((n, r) => n + r.bad, 0),
    total: runs.reduce((n, r) => n + r.total, 0),
    statuses: runs.map((r) => r.statuses).join(' | '),
  };
}

/**
 * The same market search called directly (identity signed with the market's key, as the gateway
 * would), through a bare node:http proxy (bare-proxy.ts: the same signed call, passed on with no
 * other work) and through the gateway with a bearer token, in alternating rounds so a busy shared
 * machine slows all alike; the median round counts.
 */
export async function gatewayVersusDirect(
  stack: Stack,
  connections: number,
  seconds: number,
  rounds: number,
  { bareProxyUrl, baselineUrl }: { bareProxyUrl: string; baselineUrl?: string | undefined },
) {
  const identity = { userId: stack.userId, email: 'bench@example.com', sessionId: `bench-session-${stack.userId}` };
  const signed = () => signIdentity(stack.keys.market, { method: 'GET', target: searchTarget, body: Buffer.alloc(0) }, identity);
  const direct = { url: `${stack.market?.url}${searchTarget}`, connections, headersPerRequest: signed };
  const bareProxy = { url: `${bareProxyUrl}${searchTarget}`, connections, headersPerRequest: signed };
  const through = (base: string) => ({ url: `${base}${searchTarget}`, connections, headers: { authorization: `Bearer ${stack.token}` } });
  const runs = { direct: [] as LoadResult[], bareProxy: [] as LoadResult[], gateway: [] as LoadResult[], baseline: [] as LoadResult[] };
  const plan = [
    ['direct', direct],
    ['bareProxy', bareProxy],
    ['gateway', through(stack.gateway?.url ?? '')],
    ...(baselineUrl ? ([['baseline', through(baselineUrl)]] as const) : []),
  ] as const;
  for (const [, options] of plan) await load({ ...options, seconds: 2 });
  for (let i = 0; i < rounds; i++) {
    for (const [name, options] of plan) runs[name].push(mustSucceed(`market search, ${name}`, await load({ ...options, seconds })));
  }
  return {
    direct: medianRun(runs.direct),
    bareProxy: medianRun(runs.bareProxy),
    gateway: medianRun(runs.gateway),
    baseline: runs.baseline.length > 0 ? medianRun(runs.baseline) : undefined,
  };
}

/**
 * GET /api/threads/plan through the gateway at a steady rate (the dashboard's first call), in
 * `rounds` runs, the median round counting: the first run after the saturating search read
 * 5–7 ms where the next ones read 2 ms.
 */
export async function planAt(
  stack: Stack,
  rate: number,
  seconds: number,
  gatewayUrl = stack.gateway?.url,
  rounds = 3,
): Promise<LoadResult> {
  const run = { url: `${gatewayUrl}${getThreadPlan.path}`, rate, headers: { authorization: `Bearer ${stack.token}` } };
  await paced({ ...run, seconds: 2 });
  const runs: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) runs.push(mustSucceed('/api/threads/plan', await paced({ ...run, seconds })));
  return medianRun(runs);
}
