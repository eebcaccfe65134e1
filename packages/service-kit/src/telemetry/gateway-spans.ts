import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { isTracingSuppressed, suppressTracing } from '@opentelemetry/core';

// http.ts's REQUEST_ID_HEADER, not imported: this module loads before express may be imported.
const requestIdHeader = 'x-request-id';

// The API alone: without the preload's SDK every span here is a no-op (and nothing is injected).
const tracer = trace.getTracer('chainscribe-gateway');

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * The `traceparent` the W3C propagator writes for `active`'s span, written here without its
 * validity checks (the SDK made or checked these ids) for the one kind of context the gateway
 * forwards most: no trace state, tracing not suppressed. Anything else goes to the propagator.
 */
function injectTraceContext(active: Context, headers: Record<string, string | string[]>): void {
  const spanContext = trace.getSpanContext(active);
  if (!spanContext) return;
  if (spanContext.traceState || isTracingSuppressed(active)) return propagation.inject(active, headers);
  headers.traceparent = `00-${spanContext.traceId}-${spanContext.spanId}-0${spanContext.traceFlags & TraceFlags.SAMPLED}`;
}

/** Ends a server span when its answer is finished or abandoned, with what the answer was. */
function endWithResponse(span: Span, req: IncomingMessage, res: ServerResponse): void {
  span.setAttributes({
    'http.request.method': req.method ?? 'GET',
    'url.path': (req.url ?? '/').split('?')[0] ?? '/',
    'url.scheme': 'http',
  });
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    // The bridge from "my request id is …" (every error answer carries it) to the trace.
    const requestId = res.getHeader(requestIdHeader);
    if (typeof requestId === 'string') span.setAttribute('chainscribe.request_id', requestId);
    if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/**
 * The gateway's server span, in place of the official http instrumentation's (why: README,
 * "Operating Chainscribe"). That instrumentation binds the request's context to the request and the
 * response emitters (wrapping their listener methods) on every request, traced or not, and builds
 * the span's attributes from the headers: measured with bench/telemetry.bench.ts, about a third of
 * the gateway's own work per request for an untraced one and twice it for a traced one, which no
 * sampling ratio brings under 5 %. Here every request gets its span from the SDK's parent-based
 * sampler (the caller's trace id decides, as at every other hop): an unsampled one is a
 * non-recording span that only carries the ids (log lines and the forwarded `traceparent` name
 * them), a sampled one records a few attributes and ends with the answer. Paths in `untraced`
 * (probes, scrapes) run with tracing suppressed, as the instrumentation's ignore hook did.
 * Returns the uninstall.
 */
export function traceIncomingRequests(untraced: RegExp): () => void {
  // One signature for the overloaded emit: the patch passes every event on unchanged.
  const server = http.Server.prototype as unknown as { emit: Emit };
  const hadOwn = Object.hasOwn(server, 'emit');
  const original = server.emit;
  // Asked for now, after the SDK registered its provider: the SDK's tracer itself, not the API's proxy to it.
  const serverTracer = trace.getTracer('chainscribe-gateway');
  // Every event of every server passes here: no arrays built for the ones passed on untouched.
  server.emit = function emit(this: http.Server, event: string | symbol, request?: unknown, response?: unknown) {
    // eslint-disable-next-line prefer-rest-params -- the arguments as they came, whatever their number
    if (event !== 'request') return Reflect.apply(original, this, arguments) as boolean;
    const req = request as IncomingMessage;
    const res = response as ServerResponse;
    const within = (active: Context) => context.with(active, original, this, event, request, response);
    if (untraced.test(req.url ?? '')) return within(suppressTracing(context.active()));
    // A request from outside the SPA (a probe, a webhook) usually carries no trace context to read.
    const parent = req.headers.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, req.headers);
    const span = serverTracer.startSpan(req.method ?? 'GET', { kind: SpanKind.SERVER }, parent);
    if (span.isRecording()) endWithResponse(span, req, res);
    return within(trace.setSpan(parent, span));
  };
  return () => {
    if (hadOwn) server.emit = original;
    else Reflect.deleteProperty(server, 'emit');
  };
}

/**
 * The proxy's hop to a service. Puts the trace context on the forwarded `headers` (the service's
 * sampler follows it) and, when the request is traced, opens a client span for the hop; call the
 * answer with the service's status, or without one when the hop failed. Costs a lookup when the
 * request is not traced, nothing without the SDK.
 */
export function traceProxyHop(
  method: string,
  attributes: Attributes,
  headers: Record<string, string | string[]>,
): (statusCode?: number) => void {
  const active = context.active();
  if (!trace.getSpan(active)?.isRecording()) {
    injectTraceContext(active, headers);
    return () => undefined;
  }
  const span = tracer.startSpan(method, { kind: SpanKind.CLIENT, attributes: { ...attributes, 'http.request.method': method } }, active);
  injectTraceContext(trace.setSpan(active, span), headers);
  let ended = false;
  return (statusCode) => {
    if (ended) return;
    ended = true;
    if (statusCode !== undefined) span.setAttribute('http.response.status_code', statusCode);
    if (statusCode === undefined || statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}
