/**
 * What tracing and metrics cost the gateway: the same public proxied request (routing, signed
 * identity headers, a hop to an upstream stand-in) through gateway processes started like
 * npm start: tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT: the preload loads nothing), and tracing
 * on sampled at 0 % (the instrumentations' own cost), 10 % and 100 %, exporting over OTLP/HTTP to a
 * local sink. Each round loads every gateway in turn, each alone on the machine with the load
 * generator (autocannon), a different one first each round; each traced figure is compared with
 * the untraced one's from the same round, and the median of those ratios over the rounds counts.
 * Alone, not side by side: two cores shared by four gateways and the load made each one's share
 * of the machine depend on the others (the 100 % gateway's export slowed the 10 % one as much as
 * its own tracing did). Besides throughput, each gateway's own CPU time per request (from /proc,
 * all its threads). Both swing by a fifth from round to round on a busy machine; so each gateway
 * also writes a CPU profile, and the share of its CPU spent in tracing's own code (a share within
 * one process over the same seconds, which the machine's other work leaves as it is) is the figure
 * the goal is read against. Metrics are always on: their per-request cost (one histogram
 * observation) is measured on its own.
 *   node bench/telemetry.bench.ts [seconds per round] [rounds]
 *   BENCH_CPU_PROFILE_DIR=<dir>: keep the gateways' V8 CPU profiles there (open in Chrome DevTools)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveInternalKeys, httpRequestDuration, internalKeyEnv } from '@chainscribe/service-kit';
import { up } from '../deploy/local/infra.ts';
import { ephemeralPort } from '../deploy/local/process.ts';
import { repoRoot } from '../scripts/system.ts';
import { quietKafkaWarning, telemetryPreload } from '../scripts/supervisor.ts';
import { mainThreadProfile, profileShares } from './telemetry/profile-share.ts';
import { cpuSeconds } from './throughput/cpu-use.ts';
import { load } from './throughput/load.ts';

const roundSeconds = Number(process.argv[2] ?? 2);
const rounds = Number(process.argv[3] ?? 12);
const concurrency = 16;
// Where each gateway writes its V8 CPU profile when it stops: kept when asked for, else removed once read.
const cpuProfileDir = process.env.BENCH_CPU_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'telemetry-bench-'));
// Public and proxied (no token needed): the gateway's own work is routing, headers and the hop.
const path = '/.well-known/jwks.json';
const print = (line: string) => process.stdout.write(`${line}\n`);

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

// The services behind the gateway: answer at once, so the gateway's own work is what is measured.
const upstream = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"tokens":[]}'));
const upstreamUrl = await listen(upstream);
/**
 * OTLP/JSON writes a server span's kind as `"kind":2`, followed by a comma or a brace. Searched in
 * the bytes: the sink shares its process with the load generator, which must not slow for it.
 */
const serverSpanKind = Buffer.from('"kind":2');
function occurrences(body: Buffer, needle: Buffer): number {
  let count = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
    const next = body[at + needle.length];
    if (next === 0x2c || next === 0x7d) count++;
  }
  return count;
}
/**
 * An OTLP/HTTP endpoint per gateway that takes every export and counts its bytes and server spans
 * (one per traced request: the share actually sampled).
 */
async function startSink() {
  const counts = { bytes: 0, serverSpans: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      counts.bytes += body.length;
      counts.serverSpans += occurrences(body, serverSpanKind);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { counts, server, url: await listen(server) };
}
const sinks = await Promise.all([0.1, 1, 0].map(async (ratio) => [ratio, await startSink()] as const));
const otelAt = (ratio: number) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: sinks.find(([r]) => r === ratio)?.[1].url ?? '',
  OTEL_TRACES_SAMPLER_ARG: String(ratio),
});

const infra = await up({ log: () => undefined });
const keys = deriveInternalKeys('bench-telemetry-root-key-0123456789abcdef');

interface Gateway {
  label: string;
  url: string;
  child: ChildProcess;
  /** Requests answered, warm-up included: what the exported server spans are a share of. */
  served: number;
  sink?: { bytes: number; serverSpans: number };
  profileDir: string;
}

async function startGateway(label: string, otel: Record<string, string>, sink?: Gateway['sink']): Promise<Gateway> {
  const port = await ephemeralPort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    REDIS_URL: infra.redisUrl,
    REDIS_KEY_PREFIX: `bench-telemetry-${port}:`,
    KAFKA_BROKERS: infra.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: 'bench-telemetry-',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
    ...internalKeyEnv(keys, 'gateway', ['accounts', 'generation', 'research', 'market', 'analytics', 'publisher']),
    ...Object.fromEntries(
      ['ACCOUNTS', 'GENERATION', 'RESEARCH', 'MARKET', 'ANALYTICS', 'PUBLISHER', 'GENERATION_WORKER', 'PUBLISHER_WORKER'].map((s) => [
        `${s}_URL`,
        upstreamUrl,
      ]),
    ),
    METRICS_PORT: String(await ephemeralPort()),
    OTEL_SERVICE_NAME: 'gateway',
    ...otel,
  };
  // A directory per gateway: the module loader's hook thread writes a profile of its own beside the main thread's.
  const profileDir = join(cpuProfileDir, label.replace(/\W+/g, '-'));
  const child = spawn(
    process.execPath,
    [
      ...quietKafkaWarning,
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      ...telemetryPreload(repoRoot),
      join(repoRoot, 'gateway/src/start.ts'),
    ],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { label, url, child, served: 0, sink, profileDir };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gateway (${label}) did not start`);
}

/** Closed loop: `concurrency` keep-alive connections (autocannon), each sending the next request when one returns. */
async function loadGateway(url: string, seconds: number): Promise<{ rps: number; done: number; failed: number; statuses: string }> {
  const result = await load({
    url: new URL(path, url).href,
    connections: concurrency,
    seconds,
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  return { rps: result.rps, done: result.total, failed: result.bad, statuses: result.statuses };
}

const sinkAt = (ratio: number) => sinks.find(([r]) => r === ratio)?.[1].counts;
const gateways = [
  await startGateway('tracing off (no OTLP endpoint)', {}),
  await startGateway('tracing on, 10 % sampled', otelAt(0.1), sinkAt(0.1)),
  await startGateway('tracing on, 100 % sampled', otelAt(1), sinkAt(1)),
  await startGateway('tracing on, 0 % sampled', otelAt(0), sinkAt(0)),
];
print(
  `Gateway telemetry cost: GET ${path} through the gateway (proxy hop), ${concurrency} connections, ${rounds} rounds of ${roundSeconds}s per gateway, in turn; load average at the start ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}\n`,
);
const stopGateways = async () => {
  for (const g of gateways) g.child.kill('SIGTERM');
  await Promise.all(
    gateways.map((g) => new Promise((resolve) => (g.child.exitCode === null ? g.child.once('exit', resolve) : resolve(undefined)))),
  );
};
process.once('uncaughtException', (err) => {
  print(`bench failed: ${err.message}`);
  void stopGateways().then(() => process.exit(1));
});
interface Round {
  rps: number;
  /** Undefined where /proc is missing. */
  cpuMicros?: number;
}

/** One round of load on one gateway: its throughput and its own CPU time per request. */
async function measure(g: Gateway): Promise<Round> {
  const cpuBefore = cpuSeconds(g.child.pid);
  const { rps, done, failed, statuses } = await loadGateway(g.url, roundSeconds);
  g.served += done;
  const cpuAfter = cpuSeconds(g.child.pid);
  if (failed > 0) throw new Error(`${g.label}: ${failed} requests failed or timed out (${statuses}; expected 200 from ${path})`);
  const cpuMicros = cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / done) * 1e6 : undefined;
  return { rps, cpuMicros };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const percentVsOff = (ratio: number) => `${((ratio - 1) * 100).toFixed(1).padStart(6)} %`;

/**
 * Each figure beside the tracing-off gateway's in the same round, then the median of those
 * ratios: the other work on a shared machine comes and goes within seconds, so a ratio of
 * medians taken from different moments says more about the machine than about tracing.
 */
function printTable(byGateway: Map<Gateway, Round[]>, off: Gateway): void {
  const offRounds = byGateway.get(off) ?? [];
  print(`${'gateway'.padEnd(30)} ${'req/s'.padStart(7)} ${'vs off'.padStart(8)} ${'CPU µs/req'.padStart(11)} ${'vs off'.padStart(8)}`);
  for (const [g, measured] of byGateway) {
    const rpsRatios = measured.map((r, i) => r.rps / (offRounds[i]?.rps ?? r.rps));
    const cpu = measured.flatMap((r) => (r.cpuMicros === undefined ? [] : [r.cpuMicros]));
    const cpuRatios = measured.flatMap((r, i) => (r.cpuMicros && offRounds[i]?.cpuMicros ? [r.cpuMicros / offRounds[i].cpuMicros] : []));
    const versus = (ratios: number[]) => (g === off ? '' : percentVsOff(median(ratios))).padStart(8);
    print(
      `${g.label.padEnd(30)} ${Math.round(median(measured.map((r) => r.rps)))
        .toString()
        .padStart(7)} ${versus(rpsRatios)} ${(cpu.length > 0 ? median(cpu).toFixed(0) : '-').padStart(11)} ${versus(cpuRatios)}`,
    );
  }
  print('\nper round, vs off (throughput / CPU per request):');
  for (const [g, measured] of byGateway) {
    if (g === off) continue;
    const cells = measured.map((r, i) => {
      const o = offRounds[i];
      const cpu = r.cpuMicros && o?.cpuMicros ? percentVsOff(r.cpuMicros / o.cpuMicros).trim() : '-';
      return `${percentVsOff(r.rps / (o?.rps ?? r.rps)).trim()}/${cpu}`;
    });
    print(`${g.label.padEnd(30)} ${cells.join('  ')}`);
  }
}

/**
 * Tracing's own code as a share of each gateway's CPU under load, set against the untraced
 * gateway's (the API's no-op calls): the cost the goal (at most 5 % at 10 % sampled) is read
 * against. The garbage collector's share beside it: tracing's allocations show there, not in its code.
 */
function printProfileShares(all: Gateway[], untraced: Gateway): void {
  const shares = new Map(all.map((g) => [g, mainThreadProfile(g.profileDir)] as const));
  const offProfile = shares.get(untraced);
  if (!offProfile) {
    print(`no CPU profile from ${untraced.label}: tracing's share not measured`);
    return;
  }
  const off = profileShares(offProfile);
  const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
  print(
    `\ntracing's own code, share of each gateway's CPU under load (from its CPU profile; goal at 10 % sampled: at most 5 % more than off)`,
  );
  print(`${'gateway'.padEnd(30)} ${'tracing'.padStart(8)} ${'vs off'.padStart(9)} ${'GC'.padStart(7)} ${'sampled CPU'.padStart(12)}`);
  for (const [g, profile] of shares) {
    if (!profile) {
      print(`${g.label.padEnd(30)} no CPU profile`);
      continue;
    }
    const s = profileShares(profile);
    const versus = g === untraced ? '' : `+${((s.tracing - off.tracing) * 100).toFixed(2)} pp`;
    print(
      `${g.label.padEnd(30)} ${percent(s.tracing).padStart(8)} ${versus.padStart(9)} ${percent(s.gc).padStart(7)} ${`${(s.busyMs / 1000).toFixed(1)} s`.padStart(12)}`,
    );
  }
}

// Warm-up: JIT, connections. A second was too short: traced gateways' first rounds still cost a third more.
for (const g of gateways) g.served += (await loadGateway(g.url, 3)).done;
const byGateway = new Map<Gateway, Round[]>(gateways.map((g) => [g, []]));
for (let round = 0; round < rounds; round++) {
  // Every gateway in turn, a different one first each round: each rests as long between its turns
  // (a process that rested longer starts its turn with a shrunk heap and pays to grow it again).
  for (let i = 0; i < gateways.length; i++) {
    const g = gateways[(round + i) % gateways.length];
    if (g) byGateway.get(g)?.push(await measure(g));
  }
}
const [off] = gateways;
if (!off) throw new Error('no gateway');
// What one request costs the untraced gateway: throughput on a shared machine says more about the machine.
const offCpuMicros = median(byGateway.get(off)?.flatMap((r) => (r.cpuMicros === undefined ? [] : [r.cpuMicros])) ?? []);
printTable(byGateway, off);
print(
  `load average at the end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} (${cpus().length} cores)\n`,
);
// Give the batch processors' last exports (every 5 s by default) time to arrive.
await new Promise((r) => setTimeout(r, 6000));
for (const g of gateways) {
  if (!g.sink) continue;
  const share = ((g.sink.serverSpans / Math.max(g.served, 1)) * 100).toFixed(1);
  print(
    `${`exported, ${g.label.replace('tracing on, ', '')}`.padEnd(36)} ${(g.sink.bytes / 1024).toFixed(0).padStart(7)} KiB, ${g.sink.serverSpans} of ${g.served} requests traced (${share} %)`,
  );
}

// Metrics: every request makes one histogram observation (startTimer + end with four labels).
const n = 200_000;
const started = process.hrtime.bigint();
for (let i = 0; i < n; i++) httpRequestDuration.startTimer()({ service: 'gateway', method: 'GET', route: '/api/tokens', status: '200' });
const nsPerRequest = Number(process.hrtime.bigint() - started) / n;
print(
  `${'metrics: one request observed'.padEnd(36)} ${nsPerRequest.toFixed(0).padStart(7)} ns  (${((nsPerRequest / (offCpuMicros * 1000)) * 100).toFixed(2)} % of the ${offCpuMicros.toFixed(0)} µs of CPU a request costs the gateway with tracing off)`,
);

await stopGateways();
printProfileShares(gateways, off);
if (!process.env.BENCH_CPU_PROFILE_DIR) rmSync(cpuProfileDir, { recursive: true, force: true });
upstream.close();
for (const [, sink] of sinks) sink.server.close();
