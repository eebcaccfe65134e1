import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

// The API alone: without the preload's SDK every span here is a no-op that costs a function call.
const tracer = trace.getTracer('chainscribe');

/**
 * A span of our own around work no instrumentation sees (a writer composing a thread): its engine
 * and HTTP calls become its children, and a failure marks it as an error.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** The ids of the active span, for log lines and error answers; empty outside any sampled trace. */
export function activeTraceIds(): { trace_id: string; span_id: string } | Record<string, never> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  // Unsampled traces are never exported: an id nobody can look up would only mislead.
  return traceFlags & 1 ? { trace_id: traceId, span_id: spanId } : {};
}
