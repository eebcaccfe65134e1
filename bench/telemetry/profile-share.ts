import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A V8 CPU profile as `--cpu-prof` writes it (the fields read here). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShares {
  /** Milliseconds of sampled CPU work once the process had loaded its modules. */
  busyMs: number;
  /** Share of that work in tracing's own code: the SDK, the API, our span hooks, context frames, the export. */
  tracing: number;
  /** Share in the garbage collector, which tracing's allocations add to without showing in its code. */
  gc: number;
}

// Loading modules (the instrumentations patch them as they load) is start-up, not a request's cost.
const startUp = /node:internal\/modules\/|amaro/;
const tracingCode =
  /@opentelemetry\/|telemetry\/(gateway-spans|tracing|spans)\.ts|node:internal\/async_context_frame|node:internal\/async_local_storage/;
// The export's HTTP calls run in Node's own http code: they count by what called them.
const exportCode = /@opentelemetry\/(exporter|otlp)/;

/**
 * Where a process's CPU went under load, from its CPU profile: every sample is charged to the code
 * it was taken in (or to the export, when the export is on its stack). Unlike throughput or CPU
 * time set against another process's, this is a share within one process over the same seconds,
 * so the other work on a shared machine slows both parts alike and leaves the share as it is.
 */
export function profileShares(profile: CpuProfile): ProfileShares {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** Whether a node or one of its callers runs code matching `pattern`: decided once per node, not per sample. */
  const calledFrom = (pattern: RegExp) => {
    const known = new Map<number, boolean>();
    const test = (id: number): boolean => {
      let answer = known.get(id);
      if (answer === undefined) {
        const parent = parents.get(id);
        answer = pattern.test(nodes.get(id)?.callFrame.url ?? '') || (parent !== undefined && test(parent));
        known.set(id, answer);
      }
      return answer;
    };
    return test;
  };
  const inStartUp = calledFrom(startUp);
  const inExport = calledFrom(exportCode);
  let busy = 0;
  let tracing = 0;
  let gc = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[i + 1] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    if (inStartUp(id)) return;
    busy += micros;
    if (frame.functionName === '(garbage collector)') gc += micros;
    else if (tracingCode.test(frame.url) || inExport(id)) tracing += micros;
  });
  return { busyMs: busy / 1000, tracing: busy > 0 ? tracing / busy : 0, gc: busy > 0 ? gc / busy : 0 };
}

/**
 * The main thread's profile in `dir`. `--cpu-prof` names a profile CPU.<date>.<time>.<pid>.<thread>.<n>,
 * the main thread being thread 0; the module loader's hook thread writes one of its own beside it.
 */
export function mainThreadProfile(dir: string): CpuProfile | undefined {
  const main = readdirSync(dir).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  return main === undefined ? undefined : (JSON.parse(readFileSync(join(dir, main), 'utf8')) as CpuProfile);
}
