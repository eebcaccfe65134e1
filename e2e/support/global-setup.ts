import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** Its own ports, so the tests can run while a developer's `npm start` holds 8080 and 4101–4106. */
const e2ePort = process.env.E2E_PORT ?? '18680';

/**
 * Starts the product with the same command a person runs (`node scripts/start.ts`, here on its
 * own ports) and stops it (Ctrl-C, so it also stops any infrastructure it started) afterwards.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => undefined;
  const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: e2ePort,
      SERVICE_PORT_BASE: process.env.E2E_PORT_BASE ?? '18600',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The publishing journey reads a post's first metrics seconds after it lands, not a minute.
      METRICS_OFFSETS_SECONDS: '5,60,300,3600,86400,604800',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`the system did not start within 240 s:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Chainscribe is running at')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  process.stdout.write(
    `e2e: ${
      output
        .split('\n')
        .find((l) => l.includes('running at'))
        ?.trim() ?? ''
    }\n`,
  );
  return async () => {
    child.removeAllListeners('exit');
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
  };
}
