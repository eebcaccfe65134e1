/**
 * Throughput of the gateway and of the generation pipeline, each beside the references it is
 * held to, measured in the same run on the same machine (issue 21):
 *   - references: bare node:http, a bare kafkajs produce→consume round trip, raw Redis EVALSHA,
 *     the MongoDB-wire engine's inserts and keyed updates per second;
 *   - the market search called directly (signed identity), through a bare node:http proxy (the
 *     least any hop in front of a service costs) and through the gateway with a token;
 *   - GET /api/threads/plan through the gateway at 500 req/s;
 *   - threads with the template writer: end to end at 50 threads/s, sustained threads/s with the
 *     default worker count (1 worker, 3 partitions), and at 1, 2 and 4 workers on 4 partitions.
 * autocannon drives HTTP load; every service runs as its own process. Prints one table and
 * writes bench/results.json.
 *   node bench/throughput.bench.ts [sections: refs,gateway,pipeline,scaling; sustained = pipeline without the steady rate] [seconds=5] [threads=1500]
 */
import { join } from 'node:path';
import { up } from '../deploy/local/infra.ts';
import { repoRoot } from '../scripts/system.ts';
import { gatewayVersusDirect, planAt } from './throughput/gateway.ts';
import { scaleWorkersTo, startPipeline, sustainedThreads, threadLatencyAt } from './throughput/pipeline.ts';
import type { LoadResult } from './throughput/load.ts';
import { cpuUseDuring } from './throughput/cpu-use.ts';
import { startChild, stopAll } from './throughput/processes.ts';
import { bareHttp, kafkaRoundTrip, mongoWrites, redisEvalsha, type Engines } from './throughput/references.ts';
import {
  createStack,
  disposeStack,
  makePremium,
  startGatewayChild,
  startGenerationApi,
  startMarket,
  startWorker,
} from './throughput/stack.ts';
import { printTable, writeResults, type Row } from './throughput/table.ts';

const allSections = ['refs', 'gateway', 'pipeline', 'scaling'];
const sections = new Set(process.argv[2]?.split(',') ?? allSections);
const seconds = Number(process.argv[3] ?? 5);
// Threads asked for in a sustained run (fewer for a quick look; enough for a steady state by default).
const threadCount = Number(process.argv[4] ?? 1500);
const connections = 32;
// Another checkout's gateway/src/start.ts (e.g. a `git worktree` of the commit before a change):
// measured in the same rounds as this one, so a busy machine slows both alike.
const baselineGateway = process.env.BENCH_BASELINE_GATEWAY;
// The same for the generation worker (services/generation/src/start-worker.ts of that checkout).
const baselineWorker = process.env.BENCH_BASELINE_WORKER;
const print = (line: string) => process.stdout.write(`${line}\n`);
const step = (line: string) => process.stderr.write(`… ${line}\n`);

const infra = await up({ log: () => undefined });
const engines: Engines = {
  mongoUrl: infra.mongoUrl,
  redisUrl: infra.redisUrl,
  kafkaBrokers: infra.kafkaBrokers.split(','),
  kafkaUser: infra.kafkaUsers.admin,
};
const figures: Record<string, number> = {};
const rows: Row[] = [];
type Stack = Awaited<ReturnType<typeof createStack>>;
const stacks: Stack[] = [];

async function references(): Promise<void> {
  step('references: bare node:http, kafkajs round trip, Redis EVALSHA');
  const bare = await bareHttp(connections, seconds);
  figures.bare_http_rps = bare.rps;
  rows.push({ figure: 'bare node:http', value: bare.rps, unit: 'req/s', goal: 'reference' });
  const kafka = await kafkaRoundTrip(engines, 200);
  figures.kafka_roundtrip_p50_ms = kafka.p50;
  rows.push({ figure: 'kafkajs produce→consume round trip p50', value: kafka.p50, unit: 'ms', goal: 'reference' });
  const redis = await redisEvalsha(engines, 3000);
  figures.redis_evalsha_p50_ms = redis.p50;
  rows.push({ figure: 'Redis EVALSHA p50 (one at a time)', value: redis.p50, unit: 'ms', goal: 'reference' });
  const mongo = await mongoWrites(engines, 2000);
  figures.mongo_inserts_per_second = mongo.insertsPerSecond;
  figures.mongo_updates_per_second = mongo.updatesPerSecond;
  rows.push(
    { figure: 'MongoDB-wire inserts of 2 KB, 8 in flight', value: mongo.insertsPerSecond, unit: 'ops/s', goal: 'reference' },
    { figure: 'MongoDB-wire updates by _id, 8 in flight', value: mongo.updatesPerSecond, unit: 'ops/s', goal: 'reference' },
  );
}

/** The market search's figures: direct, through the bare proxy, through the gateway. */
function searchFigures(direct: LoadResult, bareProxy: LoadResult, via: LoadResult): void {
  figures.direct_rps = direct.rps;
  figures.direct_p99_ms = direct.p99;
  figures.bare_proxy_rps = bareProxy.rps;
  figures.bare_proxy_p99_ms = bareProxy.p99;
  figures.bare_proxy_vs_direct_throughput_ratio = bareProxy.rps / direct.rps;
  figures.gateway_vs_bare_proxy_throughput_ratio = via.rps / bareProxy.rps;
  figures.gateway_rps = via.rps;
  figures.gateway_p99_ms = via.p99;
  figures.gateway_vs_direct_throughput_ratio = via.rps / direct.rps;
  figures.gateway_vs_direct_p99_ratio = via.p99 / direct.p99;
  rows.push(
    { figure: 'market search, direct (signed)', value: direct.rps, unit: 'req/s', goal: 'reference' },
    {
      figure: 'same, through a bare node:http proxy (no other work)',
      value: bareProxy.rps,
      unit: 'req/s',
      reference: { what: 'direct', value: direct.rps },
      ratio: figures.bare_proxy_vs_direct_throughput_ratio,
      goal: 'reference: any hop',
    },
    {
      figure: 'market search through the gateway (token)',
      value: via.rps,
      unit: 'req/s',
      reference: { what: 'direct', value: direct.rps },
      ratio: figures.gateway_vs_direct_throughput_ratio,
      goal: '≥ 70 % of direct',
      met: figures.gateway_vs_direct_throughput_ratio >= 0.7,
    },
    {
      figure: 'the gateway against the bare proxy',
      value: via.rps,
      unit: 'req/s',
      reference: { what: 'bare proxy', value: bareProxy.rps },
      ratio: figures.gateway_vs_bare_proxy_throughput_ratio,
      goal: 'what its own work costs',
    },
    {
      figure: 'gateway p99',
      value: via.p99,
      unit: 'ms',
      reference: { what: 'direct p99', value: direct.p99 },
      ratio: figures.gateway_vs_direct_p99_ratio,
      goal: '≤ 2× direct',
      met: figures.gateway_vs_direct_p99_ratio <= 2,
    },
  );
}

/** The same search and the plan through a baseline gateway (BENCH_BASELINE_GATEWAY), measured in the same rounds. */
async function baselineFigures(stack: Stack, direct: LoadResult, before: LoadResult, baselineUrl: string): Promise<void> {
  figures.baseline_gateway_vs_direct_throughput_ratio = before.rps / direct.rps;
  figures.baseline_gateway_vs_direct_p99_ratio = before.p99 / direct.p99;
  rows.push(
    {
      figure: 'same, through the baseline gateway',
      value: before.rps,
      unit: 'req/s',
      reference: { what: 'direct', value: direct.rps },
      ratio: figures.baseline_gateway_vs_direct_throughput_ratio,
      goal: 'before',
    },
    {
      figure: 'baseline gateway p99',
      value: before.p99,
      unit: 'ms',
      reference: { what: 'direct p99', value: direct.p99 },
      ratio: figures.baseline_gateway_vs_direct_p99_ratio,
      goal: 'before',
    },
  );
  const beforePlan = await planAt(stack, 500, seconds, baselineUrl);
  figures.baseline_plan_p50_ms = beforePlan.p50;
  rows.push({ figure: '/api/threads/plan via the baseline gateway, p50', value: beforePlan.p50, unit: 'ms', goal: 'before' });
}

async function gateway(): Promise<void> {
  step('gateway: market search direct, through a bare proxy and through the gateway, plan at 500 req/s');
  const stack = await createStack(engines, 3);
  stacks.push(stack);
  await startMarket(stack);
  await startGenerationApi(stack);
  await makePremium(stack);
  await startGatewayChild(stack);
  const baseline = baselineGateway ? await startGatewayChild(stack, baselineGateway, 'gateway-baseline') : undefined;
  const bareProxyServer = await startChild('bare-proxy', 'bench/throughput/bare-proxy.ts', { UPSTREAM: stack.market?.url ?? '' });
  const search = await gatewayVersusDirect(stack, connections, seconds, 3, {
    bareProxyUrl: bareProxyServer.url,
    baselineUrl: baseline?.url,
  });
  await bareProxyServer.stop();
  searchFigures(search.direct, search.bareProxy, search.gateway);
  if (baseline && search.baseline) await baselineFigures(stack, search.direct, search.baseline, baseline.url);
  const plan = await planAt(stack, 500, seconds);
  figures.plan_p50_ms = plan.p50;
  figures.plan_p99_ms = plan.p99;
  rows.push({ figure: '/api/threads/plan at 500 req/s, p50', value: plan.p50, unit: 'ms', goal: '≤ 5 ms', met: plan.p50 <= 5 });
}

async function pipeline(): Promise<void> {
  step('pipeline: 1 worker (the default), 3 partitions');
  const stack = await createStack(engines, 3);
  stacks.push(stack);
  await startPipeline(stack, 1);
  // `sustained` alone skips the steady-rate run (a machine that cannot keep 50/s is left a backlog).
  if (sections.has('pipeline')) await steadyRate(stack);
  await sustainedRun(stack);
}

async function steadyRate(stack: Stack): Promise<void> {
  // Lower rates first: what a job costs when the pipeline keeps up, then the goal's rate.
  for (const rate of [5, 20]) {
    const run = await threadLatencyAt(stack, rate, seconds);
    figures[`thread_e2e_p50_ms_at_${rate}_per_second`] = run.p50;
    figures[`thread_e2e_p99_ms_at_${rate}_per_second`] = run.p99;
    rows.push({ figure: `thread end to end at ${rate}/s, p50 (p99 ${run.p99} ms)`, value: run.p50, unit: 'ms', goal: 'reference' });
  }
  const steady = await threadLatencyAt(stack, 50, seconds);
  figures.thread_e2e_p50_ms = steady.p50;
  figures.thread_e2e_p99_ms = steady.p99;
  figures.thread_e2e_failed_calls = steady.bad;
  const kafka = figures.kafka_roundtrip_p50_ms;
  rows.push({
    figure: 'thread end to end at 50/s, p50',
    value: steady.p50,
    unit: 'ms',
    reference: kafka !== undefined ? { what: 'kafkajs round trip', value: kafka } : undefined,
    ratio: kafka !== undefined ? steady.p50 / kafka : undefined,
    goal: '≤ 25 ms and ≤ 2× round trip',
    met: steady.p50 <= 25 && (kafka === undefined || steady.p50 <= 2 * kafka),
  });
}

/** The stack's services and the bench itself (the load generator, the outcome watcher), by pid. */
function processesOf(stack: Stack): Map<number, string> {
  const named = new Map<number, string>([[process.pid, 'the bench (load, watching)']]);
  const services: [Stack['generation'], string][] = [
    [stack.generation, 'generation API'],
    [stack.market, 'market'],
    [stack.research, 'research'],
    ...stack.workers.map((worker) => [worker, 'generation worker'] as [Stack['generation'], string]),
  ];
  for (const [child, part] of services) if (child?.child.pid) named.set(child.child.pid, part);
  return named;
}

async function sustainedRun(stack: Stack): Promise<void> {
  const { result: sustained, seconds } = await cpuUseDuring(processesOf(stack), () => sustainedThreads(stack, threadCount));
  figures.threads_per_second = sustained.threadsPerSecond;
  figures.threads_accepted_per_second = sustained.acceptedPerSecond;
  figures.job_queued_p50_ms = sustained.queuedP50Ms;
  figures.job_in_worker_p50_ms = sustained.workedP50Ms;
  rows.push({
    figure: 'threads/s sustained (1 worker)',
    value: sustained.threadsPerSecond,
    unit: 'threads/s',
    goal: '≥ 300',
    met: sustained.threadsPerSecond >= 300,
  });
  rows.push(
    { figure: '  a job waiting for a worker, p50', value: sustained.queuedP50Ms, unit: 'ms', goal: 'where the time goes' },
    { figure: '  a job in the worker, p50', value: sustained.workedP50Ms, unit: 'ms', goal: 'where the time goes' },
  );
  // Where a thread's CPU goes, every process of the run (the bench's own load and watching too).
  for (const [part, used] of [...seconds].sort((a, b) => b[1] - a[1])) {
    const ms = (used / threadCount) * 1000;
    figures[`cpu_ms_per_thread_${part.replace(/\W+/g, '_').replace(/_+$/, '')}`] = ms;
    rows.push({ figure: `  CPU per thread: ${part}`, value: ms, unit: 'ms', goal: 'where the time goes' });
  }
  if (baselineWorker) {
    // The same stack with the other checkout's worker in place of this one: a before and after in one run.
    await Promise.all(stack.workers.splice(0).map((w) => w.stop()));
    await startWorker(stack, 9, baselineWorker);
    await new Promise((r) => setTimeout(r, 4000));
    const before = await sustainedThreads(stack, threadCount);
    figures.baseline_threads_per_second = before.threadsPerSecond;
    rows.push({ figure: 'threads/s sustained, baseline worker', value: before.threadsPerSecond, unit: 'threads/s', goal: 'before' });
  }
}

async function scaling(): Promise<void> {
  step('scaling: 1, 2, 4 workers on 4 partitions');
  const stack = await createStack(engines, 4);
  stacks.push(stack);
  await startPipeline(stack, 1);
  for (const workers of [1, 2, 4]) {
    await scaleWorkersTo(stack, workers);
    const { threadsPerSecond } = await sustainedThreads(stack, Math.round(threadCount * 0.67));
    figures[`threads_per_second_${workers}_workers`] = threadsPerSecond;
    rows.push({
      figure: `threads/s, ${workers} worker${workers > 1 ? 's' : ''} (4 partitions)`,
      value: threadsPerSecond,
      unit: 'threads/s',
      goal: 'scaling',
    });
  }
}

try {
  for (const [name, run] of [
    ['refs', references],
    ['gateway', gateway],
    ['pipeline', pipeline],
    ['sustained', pipeline],
    ['scaling', scaling],
  ] as const) {
    // A section that fails (a shared machine's engines can stall) is reported; the others still run.
    if (sections.has(name)) await run().catch((err: unknown) => step(`${name} failed: ${(err as Error).message}`));
  }
  print('');
  printTable(rows, print);
  // bench/results.json holds a whole run: a run of some sections only would drop the others' figures.
  if (allSections.every((name) => sections.has(name))) {
    writeResults(join(repoRoot, 'bench/results.json'), figures, rows);
    print(`\nwritten: bench/results.json`);
  } else print('\nsome sections only: bench/results.json is left as it was');
} finally {
  await stopAll();
  await Promise.allSettled(stacks.map((s) => disposeStack(s, engines)));
}
