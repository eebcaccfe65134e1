import { createServer, type Server } from 'node:http';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { traceIncomingRequests, traceProxyHop } from '../src/telemetry/gateway-spans.ts';
import { activeTraceIds } from '../src/telemetry/spans.ts';

// The ratio sampler folds a trace id's four 32-bit words with XOR and keeps it below ratio × 2^32:
// at 0.5 the first id (folds to 1) is kept, the second (folds to 0xfffffffe) is not.
const keptId = '00000000000000000000000000000001';
const droppedId = 'fffffffe000000000000000000000000';
const callerSpan = '00f067aa0ba902b7';
const traceparentOf = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;

interface Seen {
  ids: ReturnType<typeof activeTraceIds>;
  forwarded: Record<string, string | string[]>;
}

/**
 * A real SDK (sampling at 0.5 on the trace id, like every hop) exporting to memory, and a server
 * that does what the gateway does per request: logs (the ids a log line would carry) and forwards.
 */
describe('gateway server and proxy spans', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(0.5), remoteParentSampled: new TraceIdRatioBasedSampler(0.5) }),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  const seen: Seen[] = [];
  let server: Server;
  let url = '';
  let uninstall: () => void = () => undefined;

  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(provider);
    uninstall = traceIncomingRequests(/^\/healthz\b/);
    server = createServer((req, res) => {
      const forwarded: Record<string, string | string[]> = {};
      const hopEnded = traceProxyHop(req.method ?? 'GET', { 'chainscribe.service': 'accounts' }, forwarded);
      // An await in between, as the proxy reads the body: the request's context survives it.
      void Promise.resolve().then(() => {
        seen.push({ ids: activeTraceIds(), forwarded });
        hopEnded(200);
        res.setHeader('x-request-id', `req-${seen.length}`);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(() => {
    exporter.reset();
    seen.length = 0;
  });
  afterAll(async () => {
    uninstall();
    await new Promise((resolve) => server.close(resolve));
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  const call = async (path: string, traceparent?: string, tracestate?: string) => {
    const res = await fetch(`${url}${path}`, {
      headers: { ...(traceparent ? { traceparent } : {}), ...(tracestate ? { tracestate } : {}) },
    });
    expect(res.status).toBe(200);
    await res.text();
    // The span ends on the response's close, just after the client has the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('when a caller sends a sampled trace the ratio keeps, then the gateway records a server span under it and a client span under that, and forwards the client span as parent', async () => {
    await call('/.well-known/jwks.json?x=1', `00-${keptId}-${callerSpan}-01`);
    const spans = exporter.getFinishedSpans();
    const serverSpan = spans.find((s) => s.kind === SpanKind.SERVER);
    const clientSpan = spans.find((s) => s.kind === SpanKind.CLIENT);
    expect(spans).toHaveLength(2);
    expect(serverSpan?.spanContext().traceId).toBe(keptId);
    expect(serverSpan?.parentSpanContext?.spanId).toBe(callerSpan);
    expect(serverSpan?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.path': '/.well-known/jwks.json',
      'http.response.status_code': 200,
      'chainscribe.request_id': 'req-1',
    });
    expect(clientSpan?.parentSpanContext?.spanId).toBe(serverSpan?.spanContext().spanId);
    expect(clientSpan?.attributes).toMatchObject({ 'chainscribe.service': 'accounts', 'http.response.status_code': 200 });
    expect(seen[0]?.forwarded.traceparent).toBe(`00-${keptId}-${clientSpan?.spanContext().spanId}-01`);
    expect(seen[0]?.ids).toEqual({ trace_id: keptId, span_id: serverSpan?.spanContext().spanId });
  });

  it('when the ratio drops the caller trace or the caller marked it not sampled, then nothing is recorded, the same trace goes on marked not sampled, and log lines still carry its ids', async () => {
    await call('/api/tokens', `00-${droppedId}-${callerSpan}-01`);
    await call('/api/tokens', `00-${keptId}-${callerSpan}-00`);
    expect(exporter.getFinishedSpans()).toEqual([]);
    const [dropped, unsampled] = seen;
    for (const [at, traceId] of [
      [dropped, droppedId],
      [unsampled, keptId],
    ] as const) {
      const [, forwardedTrace, forwardedSpan, flags] = traceparentOf.exec(String(at?.forwarded.traceparent)) ?? [];
      expect(forwardedTrace).toBe(traceId);
      expect(flags).toBe('00');
      expect(at?.ids).toEqual({ trace_id: traceId, span_id: forwardedSpan });
    }
  });

  it('when a caller sends vendor trace state with its trace, then the state goes on with the trace, sampled or not', async () => {
    await call('/api/tokens', `00-${keptId}-${callerSpan}-01`, 'vendor=abc,other=1');
    await call('/api/tokens', `00-${droppedId}-${callerSpan}-01`, 'vendor=abc');
    const [kept, dropped] = seen;
    expect(kept?.forwarded).toMatchObject({
      traceparent: expect.stringMatching(`^00-${keptId}-[0-9a-f]{16}-01$`),
      tracestate: 'vendor=abc,other=1',
    });
    expect(dropped?.forwarded).toMatchObject({
      traceparent: expect.stringMatching(`^00-${droppedId}-[0-9a-f]{16}-00$`),
      tracestate: 'vendor=abc',
    });
  });

  it('when a request has no trace context, then its fresh trace id decides, and the forwarded traceparent says what was decided', async () => {
    for (let i = 0; i < 40; i++) await call('/api/tokens');
    const recorded = new Set(exporter.getFinishedSpans().map((s) => s.spanContext().traceId));
    const forwarded = seen.map((s) => traceparentOf.exec(String(s.forwarded.traceparent)) ?? []);
    expect(forwarded.every((m) => m.length === 4)).toBe(true);
    // Kept on its trace id, as the services' samplers will decide it: sampled exactly when recorded here.
    for (const [, traceId, , flags] of forwarded) expect(flags === '01').toBe(recorded.has(traceId ?? ''));
    expect(recorded.size).toBeGreaterThan(0);
    expect(recorded.size).toBeLessThan(40);
  });

  it('when a probe path is called, then it runs with tracing suppressed: no span, no ids, nothing forwarded', async () => {
    await call('/healthz', `00-${keptId}-${callerSpan}-01`);
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(seen[0]).toEqual({ ids: {}, forwarded: {} });
  });
});
