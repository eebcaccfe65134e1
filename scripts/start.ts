import { startSystem } from './system.ts';
import { logsDir } from '../deploy/local/cache.ts';
import { defaultPortBase } from './processes.ts';
import { findBusyPort } from './ports.ts';
import { provision, SetupError } from './provision/setup.ts';

const started = Date.now();
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

await provision('start').catch((err: unknown) =>
  failUnlessInterrupted(err instanceof SetupError ? err.message : `npm start: set-up failed: ${err instanceof Error ? err.message : String(err)}`),
);
if (interrupted.signal.aborted) process.exit(130);

const system = await startSystem({ port, portBase, signal: interrupted.signal }).catch((err: unknown) =>
  failUnlessInterrupted(`npm start failed: ${err instanceof Error ? err.message : String(err)}`),
);
running.stop = () => system.stop();

console.log(`\nChainscribe is running at ${system.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)}s)`);
console.log(`logs: ${logsDir}   stop: Ctrl-C\n`);
