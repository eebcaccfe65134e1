import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, openSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { delimiter, join } from 'node:path';

export type Log = (line: string) => void;

export function which(command: string, path = process.env.PATH ?? ''): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** One line telling the developer what to install, instead of a spawn ENOENT stack trace. */
export function requireCommand(command: string, installHint: string, envVar: string): string {
  const found = which(command);
  if (!found) throw new Error(`${command} not found: ${installHint} (or set ${envVar})`);
  return found;
}

export type Detached = { pid: number; startTime: string | undefined; exitCode: () => number | string | undefined };

/**
 * Detached (own session) so the engine outlives `npm run infra -- up`; stdout and stderr go to the
 * component's log file, so nothing ties the child to our terminal.
 */
export function spawnDetached(command: string, args: string[], log: string, cwd?: string): Detached {
  const fd = openSync(log, 'a');
  try {
    const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', fd, fd] });
    let exit: number | string | undefined;
    child.on('exit', (code, signal) => (exit = code ?? signal ?? 'unknown'));
    child.on('error', (error) => (exit = error.message));
    child.unref();
    if (child.pid === undefined) throw new Error(`could not start ${command}; see ${log}`);
    return { pid: child.pid, startTime: processStartTime(child.pid), exitCode: () => exit };
  } finally {
    closeSync(fd);
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat: fixed at fork, so it survives exec and tells recycled pids apart. */
export function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

/** /proc/<pid>/stat from field 3 (state) on; the command name before it may contain spaces. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Alive, not a zombie waiting to be reaped, and not a recycled pid. */
export function isOurProcess(pid: number | undefined, startTime: string | undefined): pid is number {
  if (!pid || !processAlive(pid)) return false;
  if (startTime === undefined || !existsSync('/proc')) return true;
  const stat = procStat(pid);
  return stat !== undefined && stat[0] !== 'Z' && stat[19] === startTime;
}

/** SIGTERM lets Kafka and mongod flush and release their data dirs; SIGKILL only if they hang. */
export async function stopProcess(pid: number, graceMs = 20_000): Promise<'stopped' | 'killed'> {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return 'stopped';
    await sleep(100);
  }
  signalGroup(pid, 'SIGKILL');
  while (processAlive(pid)) await sleep(50);
  return 'killed';
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal); // detached children lead their own process group
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Free means nobody answers on it and we can bind it (covers listeners on 0.0.0.0 and ::). */
export async function portFree(port: number): Promise<boolean> {
  if (await answersTcp('127.0.0.1', port, 300)) return false;
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The preferred port, unless something that is not ours already holds it. */
export async function choosePort(preferred: number, log: Log, what: string): Promise<number> {
  if (await portFree(preferred)) return preferred;
  const port = await ephemeralPort();
  log(`${what}: port ${preferred} is taken by another program, using ${port}`);
  return port;
}

export function answersTcp(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export type WaitOptions = {
  what: string;
  timeoutMs: number;
  check: () => Promise<boolean>;
  logFile?: string;
  exitCode?: () => number | string | undefined;
};

/** Polls a health check; fails fast if the process died, and always points at the log. */
export async function waitUntilHealthy({ what, timeoutMs, check, logFile, exitCode }: WaitOptions): Promise<void> {
  const seeLog = () => (logFile ? `; see ${logFile}${tail(logFile)}` : '');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    const exited = exitCode?.();
    if (exited !== undefined) throw new Error(`${what} exited during startup (${exited})${seeLog()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s${seeLog()}`);
    await sleep(250);
  }
}

function tail(file: string, lines = 8): string {
  try {
    const last = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
    return last.length ? `\n  ${last.join('\n  ')}` : '';
  } catch {
    return '';
  }
}

/** Runs a build/provisioning step to completion, output appended to a log file. */
export function runToLog(command: string, args: string[], log: string, cwd: string, env?: NodeJS.ProcessEnv): Promise<void> {
  const fd = openSync(log, 'a');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', fd, fd] });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`\`${command} ${args.join(' ')}\` failed (exit ${code}); see ${log}${tail(log)}`));
    });
  }).finally(() => closeSync(fd));
}

/** Like waitUntilHealthy, but a process that never became healthy is not left behind. */
export async function waitForChild(child: Detached, options: Omit<WaitOptions, 'exitCode'>): Promise<void> {
  try {
    await waitUntilHealthy({ ...options, exitCode: child.exitCode });
  } catch (error) {
    if (processAlive(child.pid)) await stopProcess(child.pid, 5_000);
    throw error;
  }
}
