import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mainThreadProfile, profileShares } from '../telemetry/profile-share.ts';

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url },
  children,
});
const otel = 'file:///work/node_modules/@opentelemetry';

// Each sample lasts until the next one: the time deltas are shifted by one against the samples.
const profile = {
  nodes: [
    frame(1, '(root)', '', [2, 3, 4, 5, 6, 7]),
    frame(2, '(idle)', ''),
    frame(3, 'handle', 'file:///work/gateway/src/middleware/proxy.ts'),
    frame(4, 'startSpan', `${otel}/sdk-trace/dist/Tracer.mjs`),
    frame(5, '(garbage collector)', ''),
    frame(6, 'send', `${otel}/otlp-exporter-base/dist/index.mjs`, [8]),
    frame(7, 'load', 'node:internal/modules/esm/loader', [9]),
    frame(8, 'write', 'node:_http_client'),
    frame(9, 'patch', `${otel}/instrumentation/dist/index.mjs`),
  ],
  samples: [2, 3, 3, 4, 5, 8, 9, 3],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('tracing share of a CPU profile', () => {
  it('when samples fall in tracing code, the export, the collector, idle time and module loading, then only the work after loading counts and the export is charged to tracing', () => {
    // Busy: two handler samples, the span, the collector, the export's write (idle and loading left out).
    expect(profileShares(profile)).toEqual({ busyMs: 5, tracing: 2 / 5, gc: 1 / 5 });
  });

  const dir = mkdtempSync(join(tmpdir(), 'profile-share-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when the loader hook thread wrote a profile beside the main thread, then the main thread one is read', () => {
    const hookThread = {
      ...profile,
      samples: [...profile.samples, ...profile.samples],
      timeDeltas: [...profile.timeDeltas, ...profile.timeDeltas],
    };
    writeFileSync(join(dir, 'CPU.20261128.091902.24278.1.002.cpuprofile'), JSON.stringify(hookThread));
    writeFileSync(join(dir, 'CPU.20261128.091902.24278.0.001.cpuprofile'), JSON.stringify(profile));
    expect(mainThreadProfile(dir)?.samples).toEqual(profile.samples);
    expect(mainThreadProfile(mkdtempSync(join(dir, 'empty-')))).toBeUndefined();
  });
});
