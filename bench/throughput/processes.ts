import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ephemeralPort } from '../../deploy/local/process.ts';
import { repoRoot } from '../../scripts/system.ts';
import { quietKafkaWarning } from '../../scripts/supervisor.ts';

/** A service started as its own process, as `npm start` runs it (one process per service). */
export interface Child {
  name: string;
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

const started: Child[] = [];

/** Starts `entry` with `env` on a free port and waits until its /healthz answers. */
export async function startChild(name: string, entry: string, env: Record<string, string>, portVar = 'PORT'): Promise<Child> {
  const port = await ephemeralPort();
  const child = spawn(process.execPath, [...quietKafkaWarning, resolve(repoRoot, entry)], {
    cwd: repoRoot,
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      METRICS_PORT: String(await ephemeralPort()),
      ...env,
      [portVar]: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const running: Child = { name, url, child, stop };
  started.push(running);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it was healthy`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return running;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not answer /healthz within 60 s`);
}

/** Stops every child this bench started (also on failure, so nothing outlives the run). */
export async function stopAll(): Promise<void> {
  await Promise.all(started.splice(0).map((c) => c.stop()));
}
