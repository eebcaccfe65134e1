import { isSpanContextValid, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

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

/**
 * The ids of the active span, for log lines and error answers; empty outside any trace. An
 * unsampled request has ids too (its hops pass them on in a `traceparent` marked not sampled): no
 * trace is stored under them, but they tie that request's log lines together across processes.
 */
export function activeTraceIds(): { trace_id: string; span_id: string } | Record<string, never> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return isSpanContextValid(span.spanContext()) ? { trace_id: traceId, span_id: spanId } : {};
}
