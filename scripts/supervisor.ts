import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface Supervised {
  name: string;
  entry: string;
  env: Record<string, string>;
}

// kafkajs computes a negative timeout on Node ≥ 23 (tulios/kafkajs#1751): harmless, but noisy.
export const quietKafkaWarning = ['--disable-warning=TimeoutNegativeWarning'];

/** Tracing starts before the process's own imports (it loads nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set). */
export const telemetryPreload = (root: string) => ['--import', join(root, 'packages/service-kit/src/telemetry/preload.ts')];

const levelNames: Record<number, string> = { 50: 'ERROR', 60: 'FATAL' };

function parseLogLine(line: string): { level: number; msg: string } | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const { level, msg } = JSON.parse(line) as { level?: unknown; msg?: unknown };
    return typeof level === 'number' ? { level, msg: typeof msg === 'string' ? msg : '' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs each process with its log in `logsDir/<name>.log`, echoes errors to the terminal, and
 * restarts a process that dies with a capped backoff, the way an orchestrator would: one crash
 * never takes the rest down.
 */
export function createSupervisor(options: { cwd: string; logsDir: string; print: (line: string) => void }) {
  mkdirSync(options.logsDir, { recursive: true });
  const children = new Map<string, ChildProcess>();
  let stopping = false;

  function launch(spec: Supervised, attempt = 0): void {
    const log = createWriteStream(join(options.logsDir, `${spec.name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [...quietKafkaWarning, ...telemetryPreload(options.cwd), spec.entry], {
      cwd: options.cwd,
      env: { OTEL_SERVICE_NAME: spec.name, ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(spec.name, child);
    const startedAt = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      createInterface({ input: stream }).on('line', (line) => {
        const entry = parseLogLine(line);
        if (entry && entry.level >= 50) options.print(`[${spec.name}] ${levelNames[entry.level] ?? 'ERROR'} ${entry.msg}`);
        else if (!entry && stream === child.stderr) options.print(`[${spec.name}] ${line}`);
      });
    }
    child.on('exit', (code, signal) => {
      log.end();
      children.delete(spec.name);
      if (stopping) return;
      const healthyRun = Date.now() - startedAt > 60_000;
      const next = healthyRun ? 0 : attempt + 1;
      const delay = Math.min(30_000, 1000 * 2 ** Math.max(0, next - 1));
      options.print(
        `${spec.name} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000}s — log: ${join(options.logsDir, `${spec.name}.log`)}`,
      );
      setTimeout(() => {
        if (!stopping) launch(spec, next);
      }, delay).unref();
    });
  }

  return {
    start: (spec: Supervised) => launch(spec),
    pid: (name: string) => children.get(name)?.pid,
    async stopAll(timeoutMs = 10_000): Promise<void> {
      stopping = true;
      const exits = [...children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      );
      await Promise.all(exits);
    },
  };
}
