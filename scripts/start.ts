import { startSystem } from './system.ts';
import { logsDir } from '../deploy/local/cache.ts';
import { defaultPrometheusPort, startPrometheus } from './observe.ts';
import { defaultPortBase, portPlan } from './processes.ts';
import { findBusyPort } from './ports.ts';
import { provision, SetupError } from './provision/setup.ts';

const started = Date.now();
// `npm start -- --observe` also runs Prometheus scraping every process (off by default: stays light).
const observe = process.argv.slice(2).includes('--observe');
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

// Ctrl-C at any moment stops what this run started: before the URL is printed the start is
// aborted (its processes and engines stopped), afterwards the running system is stopped.
const interrupted = new AbortController();
const running: { stop?: () => Promise<void> } = {};
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping every process and the infrastructure…');
    if (running.stop) void running.stop().then(() => process.exit(0));
    else interrupted.abort();
  });
}
const failUnlessInterrupted = (message: string): never => {
  if (interrupted.signal.aborted) process.exit(130);
  return fail(message);
};

// Ports first: a taken port is the cheapest failure, and the one to report before minutes of set-up.
const port = Number(process.env.PORT ?? 8080);
const portBase = Number(process.env.SERVICE_PORT_BASE ?? defaultPortBase);
const busy = await findBusyPort(portBase, port);
if (busy) fail(`npm start: ${busy}`);

for (const need of observe ? (['start', 'observe'] as const) : (['start'] as const)) {
  await provision(need).catch((err: unknown) =>
    failUnlessInterrupted(
      err instanceof SetupError ? err.message : `npm start: set-up failed: ${err instanceof Error ? err.message : String(err)}`,
    ),
  );
}
if (interrupted.signal.aborted) process.exit(130);

const system = await startSystem({ port, portBase, signal: interrupted.signal }).catch((err: unknown) =>
  failUnlessInterrupted(`npm start failed: ${err instanceof Error ? err.message : String(err)}`),
);
running.stop = () => system.stop();

if (observe) {
  const prometheus = await startPrometheus({
    port: Number(process.env.PROMETHEUS_PORT ?? defaultPrometheusPort),
    metricsPortOf: portPlan(portBase, port).metricsPortOf,
  }).catch(async (err: unknown) => {
    await system.stop();
    return fail(`npm start --observe: ${err instanceof Error ? err.message : String(err)}`);
  });
  running.stop = async () => {
    await prometheus.stop();
    await system.stop();
  };
  console.log(
    `\nPrometheus is scraping every process at ${prometheus.url}  (try: sum by (service, route) (rate(http_request_duration_seconds_count[1m])))`,
  );
}

console.log(`\nChainscribe is running at ${system.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)}s)`);
console.log(`logs: ${logsDir}   stop: Ctrl-C\n`);
