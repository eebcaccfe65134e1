import { getThreadPlan, searchTokens } from '@chainscribe/contracts';
import { signIdentity } from '@chainscribe/service-kit';
import { load, mustSucceed, type LoadResult } from './load.ts';
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
  };
}

/**
 * The same market search called directly (identity signed with the market's key, as the gateway
 * would) and through the gateway with a bearer token, in alternating rounds so a busy shared
 * machine slows both alike; the median round counts.
 */
export async function gatewayVersusDirect(stack: Stack, connections: number, seconds: number, rounds: number) {
  const identity = { userId: stack.userId, email: 'bench@example.com', sessionId: `bench-session-${stack.userId}` };
  const direct = {
    url: `${stack.market?.url}${searchTarget}`,
    connections,
    headersPerRequest: () => signIdentity(stack.keys.market, { method: 'GET', target: searchTarget, body: Buffer.alloc(0) }, identity),
  };
  const viaGateway = { url: `${stack.gateway?.url}${searchTarget}`, connections, headers: { authorization: `Bearer ${stack.token}` } };
  await load({ ...direct, seconds: 2 });
  await load({ ...viaGateway, seconds: 2 });
  const directRuns: LoadResult[] = [];
  const gatewayRuns: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    directRuns.push(mustSucceed('market search, direct', await load({ ...direct, seconds })));
    gatewayRuns.push(mustSucceed('market search, through the gateway', await load({ ...viaGateway, seconds })));
  }
  return { direct: medianRun(directRuns), gateway: medianRun(gatewayRuns) };
}

/** GET /api/threads/plan through the gateway at a steady rate (the dashboard's first call). */
export async function planAt(stack: Stack, rate: number, seconds: number): Promise<LoadResult> {
  const run = {
    url: `${stack.gateway?.url}${getThreadPlan.path}`,
    connections: 32,
    rate,
    headers: { authorization: `Bearer ${stack.token}` },
  };
  await load({ ...run, seconds: 2 });
  return mustSucceed('/api/threads/plan', await load({ ...run, seconds }));
}
