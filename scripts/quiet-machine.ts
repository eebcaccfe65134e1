// Lighthouse's simulated throttling multiplies every main-thread task by four, so a service still
// warming up beside the browser (JIT, Kafka consumers joining their groups, FerretDB's first
// queries) moves a page's score by several points. A measurement starts once the machine is quiet.
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Idle and total CPU time over every core since boot, in ms. */
export interface CpuSample {
  idle: number;
  total: number;
}

export function sampleCpu(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

export interface QuietOptions {
  /** The busy share (0–1) of all cores below which a second counts as quiet. */
  busyBelow?: number;
  /** How many quiet seconds in a row make the machine quiet. */
  quietSeconds?: number;
  /** When to stop waiting and measure anyway. */
  giveUpSeconds?: number;
  sample?: () => CpuSample;
  wait?: (ms: number) => Promise<unknown>;
}

/** Waits, a second at a time, until the machine has been quiet for `quietSeconds`; false when it never was. */
export async function waitForQuietMachine({
  busyBelow = 0.15,
  quietSeconds = 5,
  giveUpSeconds = 120,
  sample = sampleCpu,
  wait = sleep,
}: QuietOptions = {}): Promise<boolean> {
  let quietFor = 0;
  let before = sample();
  for (let second = 0; second < giveUpSeconds; second++) {
    await wait(1000);
    const now = sample();
    const total = now.total - before.total;
    const busy = total > 0 ? 1 - (now.idle - before.idle) / total : 0;
    before = now;
    quietFor = busy < busyBelow ? quietFor + 1 : 0;
    if (quietFor >= quietSeconds) return true;
  }
  return false;
}
