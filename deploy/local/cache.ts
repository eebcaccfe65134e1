// Everything the launcher provisions lives outside the repo, so a `git clean` never costs a
// 1.5 min FerretDB build or a Kafka download, and several checkouts share one set of engines.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { processAlive } from './process.ts';

export type ComponentName = 'mongo' | 'kafka' | 'redis';

/** What `down` needs to stop exactly what we started, and what `up` needs to reuse it. */
export type RunningComponent = {
  kind: string;
  url: string;
  port: number;
  logFile?: string;
  /** Local process: pid plus its kernel start time, so a recycled pid is never mistaken for ours. */
  pid?: number;
  startTime?: string;
  container?: string;
  /**
   * Per-service credentials of an engine started with authentication (service → URL or
   * `user:password`); absent for one started before it had any or given in the environment.
   */
  users?: Record<string, string>;
};

export type InfraState = Partial<Record<ComponentName, RunningComponent>>;

export const cacheRoot = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'chainscribe');
export const logsDir = join(cacheRoot, 'logs');
export const runDir = join(cacheRoot, 'run');
const stateFile = join(runDir, 'infra.json');
const lockFile = join(runDir, 'infra.lock');

export function dataDir(component: string): string {
  return ensureDir(join(cacheRoot, 'data', component));
}

export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function logFile(component: string): string {
  return join(ensureDir(logsDir), `${component}.log`);
}

/** Keeps the previous run's log as `.1`: a crash is usually explained by the run before the restart. */
export function freshLogFile(component: string): string {
  const file = logFile(component);
  if (existsSync(file)) renameSync(file, `${file}.1`);
  return file;
}

export function readState(): InfraState {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as InfraState;
  } catch {
    return {};
  }
}

export function writeState(state: InfraState): void {
  ensureDir(runDir);
  const tmp = `${stateFile}.${process.pid}`;
  // It holds the engines' generated credentials.
  writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, stateFile);
}

/**
 * `npm start` and `npm test` may call `up` at the same time; without a lock both would start
 * their own engines on the same ports. A lock left by a dead process is taken over.
 */
export async function withLock<T>(work: () => Promise<T>, timeoutMs = 5 * 60_000): Promise<T> {
  ensureDir(runDir);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner();
      if (owner !== undefined && !processAlive(owner)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`another infra launcher (pid ${owner ?? '?'}) holds ${lockFile}; wait for it or remove the file`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** undefined while the owner is between creating the lock and writing its pid into it. */
function readLockOwner(): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
