import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
const preload = join(repoRoot, 'packages/service-kit/src/telemetry/preload.ts');

/**
 * A process started the way npm start and the images start one (`node --import preload`), with
 * tracing on: it reports which of express and http the instrumentations patched
 * (shimmer marks a patched function with `__wrapped`), and whether the gateway's own server spans
 * (gateway-spans.ts) took over http.Server's emit.
 */
function startTraced(env: Record<string, string>) {
  const script = [
    "import http from 'node:http';",
    "import express from 'express';",
    'const patched = (f) => Boolean(f && f.__wrapped);',
    // The http instrumentation wraps emit too (marked); the gateway's own server spans replace it unmarked.
    "const serverSpans = Object.hasOwn(http.Server.prototype, 'emit') && !patched(http.Server.prototype.emit);",
    'console.log(JSON.stringify({ http: patched(http.request), express: patched(express.Router.prototype.route), serverSpans }));',
  ].join('\n');
  const child = spawnSync(process.execPath, ['--import', preload, '--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const last = child.stdout.trim().split('\n').pop() ?? '';
  return {
    status: child.status,
    stderr: child.stderr,
    patched: last.startsWith('{') ? (JSON.parse(last) as Record<string, boolean>) : undefined,
  };
}

// Each test starts one or two node processes that load the instrumentations: seconds each on a loaded machine.
describe('tracing preload', { timeout: 30_000 }, () => {
  it('when a service starts with tracing on, then both http and express are instrumented', () => {
    const { status, patched } = startTraced({ OTEL_SERVICE_NAME: 'accounts' });
    expect(status).toBe(0);
    expect(patched).toEqual({ http: true, express: true, serverSpans: false });
  });

  it('when the gateway starts with tracing on, then its own server spans replace the http instrumentation and express is not instrumented (its middleware-only routing gives no spans)', () => {
    const { status, patched } = startTraced({ OTEL_SERVICE_NAME: 'gateway' });
    expect(status).toBe(0);
    expect(patched).toEqual({ http: false, express: false, serverSpans: true });
  });

  it('when OTEL_NODE_DISABLED_INSTRUMENTATIONS names instrumentations, then exactly those are left out (an empty list keeps them all; the gateway keeps its own server spans)', () => {
    expect(startTraced({ OTEL_SERVICE_NAME: 'accounts', OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'http, express' }).patched).toEqual({
      http: false,
      express: false,
      serverSpans: false,
    });
    expect(startTraced({ OTEL_SERVICE_NAME: 'gateway', OTEL_NODE_DISABLED_INSTRUMENTATIONS: '' }).patched).toEqual({
      http: false,
      express: true,
      serverSpans: true,
    });
  });

  it('when OTEL_NODE_DISABLED_INSTRUMENTATIONS names an unknown instrumentation, then the process refuses to start and says which names exist', () => {
    const { status, stderr, patched } = startTraced({ OTEL_SERVICE_NAME: 'accounts', OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'expres' });
    expect(status).toBe(1);
    expect(patched).toBeUndefined();
    expect(stderr).toContain('OTEL_NODE_DISABLED_INSTRUMENTATIONS names expres; known: http, undici, express, ioredis, mongodb, kafkajs');
  });
});
