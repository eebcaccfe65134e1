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

// Ports first: a taken port is the cheapest failure, and the one to report before minutes of set-up.
const port = Number(process.env.PORT ?? 8080);
const portBase = Number(process.env.SERVICE_PORT_BASE ?? defaultPortBase);
const busy = await findBusyPort(portBase, port);
if (busy) fail(`npm start: ${busy}`);

await provision('start').catch((err: unknown) =>
  fail(err instanceof SetupError ? err.message : `npm start: set-up failed: ${err instanceof Error ? err.message : String(err)}`),
);

const system = await startSystem({ port, portBase }).catch((err: unknown) => fail(`npm start failed: ${err instanceof Error ? err.message : String(err)}`));

console.log(`\nChainscribe is running at ${system.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)}s)`);
console.log(`logs: ${logsDir}   stop: Ctrl-C\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping every process and the infrastructure…');
    void system.stop().then(() => process.exit(0));
  });
}
