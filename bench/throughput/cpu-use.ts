import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The engines, found by their command line: shared by every stack of the run. */
const engines: [RegExp, string][] = [
  [/ferretdb-|\bmongod\b/, 'MongoDB-wire server'],
  [/kafka\.Kafka/, 'Kafka'],
  [/redis-server/, 'Redis'],
];

function engineOf(pid: string): string | undefined {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    return engines.find(([pattern]) => pattern.test(command))?.[1];
  } catch {
    return undefined; // Gone between the listing and the read.
  }
}

/**
 * CPU seconds a process has used (user + system, all its threads, from /proc), or undefined where
 * /proc is missing or the process is gone.
 */
export function cpuSeconds(pid: number | string | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (which may hold spaces): utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds of the engines and of the `named` processes, by pid. */
function snapshot(named: ReadonlyMap<number, string>): Map<string, { part: string; seconds: number }> {
  const taken = new Map<string, { part: string; seconds: number }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const part = named.get(Number(pid)) ?? engineOf(pid);
    if (part === undefined) continue;
    const seconds = cpuSeconds(pid);
    if (seconds !== undefined) taken.set(pid, { part, seconds });
  }
  return taken;
}

/**
 * The CPU each part of the system spends while `work` runs, from /proc: where a thread's cost goes
 * across processes. `named`: the processes under test by pid (the services, the bench itself);
 * the engines are found by their command line. Empty where /proc is missing.
 */
export async function cpuUseDuring<T>(
  named: ReadonlyMap<number, string>,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: Map<string, number> }> {
  if (!existsSync('/proc/self/stat')) return { result: await work(), seconds: new Map() };
  const before = snapshot(named);
  const result = await work();
  const seconds = new Map<string, number>();
  for (const [pid, { part, seconds: now }] of snapshot(named)) {
    const used = now - (before.get(pid)?.seconds ?? 0);
    if (used > 0) seconds.set(part, (seconds.get(part) ?? 0) + used);
  }
  return { result, seconds };
}
