import { startSystem } from './system.ts';
import { logsDir } from '../deploy/local/cache.ts';

const started = Date.now();
const system = await startSystem().catch((err: unknown) => {
  console.error(`npm start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

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
