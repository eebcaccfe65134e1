import { ROOT_CONTEXT, SpanKind, trace, type Context } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { RandomIdGenerator, SamplingDecision, TraceIdRatioBasedSampler, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace';
import type { IncomingHttpHeaders } from 'node:http';

/** Keep: trace the request as usual. Drop: no span at all, and pass on `traceparent` so the hops after say "not sampled". */
export type HeadDecision = { keep: true } | { keep: false; traceparent: string };

const propagator = new W3CTraceContextPropagator();
const ids = new RandomIdGenerator();
const headerGetter = {
  get: (headers: IncomingHttpHeaders, key: string) => headers[key],
  keys: (headers: IncomingHttpHeaders) => Object.keys(headers),
};
const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/**
 * The keep-or-drop decision for an incoming request, made from its headers before the http
 * instrumentation does any work on it, with the same rule the SDK's sampler applies (so a kept
 * request is traced exactly as before): a caller's sampled trace is kept when the ratio keeps its
 * trace id (the SPA marks every call sampled, so its flag alone must not raise the rate), a caller's
 * unsampled trace is dropped, and a request without one is kept on a draw at the ratio.
 */
export function headSampling(ratio: number, draw: () => number = Math.random): (headers: IncomingHttpHeaders) => HeadDecision {
  const byTraceId = new TraceIdRatioBasedSampler(ratio);
  return (headers) => {
    const parent = trace.getSpanContext(propagator.extract(ROOT_CONTEXT, headers, headerGetter));
    if (!parent) {
      if (draw() < ratio) return { keep: true };
      return { keep: false, traceparent: `00-${ids.generateTraceId()}-${ids.generateSpanId()}-00` };
    }
    const sampled = (parent.traceFlags & 1) === 1;
    if (sampled && byTraceId.shouldSample(ROOT_CONTEXT, parent.traceId).decision === SamplingDecision.RECORD_AND_SAMPLED)
      return { keep: true };
    return { keep: false, traceparent: `00-${parent.traceId}-${parent.spanId}-${hex2(parent.traceFlags & ~1)}` };
  };
}

/**
 * The root sampler where requests are decided at the door: a server span without a parent exists
 * only because `headSampling` kept its request on a draw, so drawing again would square the ratio;
 * any other root span (background work) is decided on its trace id as everywhere else.
 */
export class HeadDecidedSampler implements Sampler {
  private readonly byTraceId: TraceIdRatioBasedSampler;
  constructor(ratio: number) {
    this.byTraceId = new TraceIdRatioBasedSampler(ratio);
  }
  shouldSample(context: Context, traceId: string, _name: string, kind: SpanKind): SamplingResult {
    if (kind === SpanKind.SERVER) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    return this.byTraceId.shouldSample(context, traceId);
  }
  toString(): string {
    return `HeadDecidedSampler{${this.byTraceId.toString()}}`;
  }
}
