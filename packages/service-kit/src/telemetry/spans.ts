import {
  context,
  isSpanContextValid,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { IHeaders } from 'kafkajs';

// The API alone: without the preload's SDK every span here is a no-op that costs a function call.
const tracer = trace.getTracer('chainscribe');

/**
 * A span of our own around work no instrumentation sees (a writer composing a thread): its engine
 * and HTTP calls become its children, and a failure marks it as an error.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, (span) => endingWith(span, work));
}

const kafkaHeaders: TextMapGetter<IHeaders | undefined> = {
  keys: (headers) => Object.keys(headers ?? {}),
  get: (headers, key) => {
    const value = headers?.[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : first.toString();
  },
};

/**
 * One message of a consumed batch, in a consumer span that continues its producer's trace. The
 * kafkajs instrumentation gives a batch a trace of its own and only links each message to its
 * producer, which would cut one generation into two traces; one at a time (eachMessage) it
 * continues the producer's trace, and this does the same for messages handled from a batch.
 */
export function inConsumedMessage<T>(
  message: { topic: string; partition: number; offset: string; headers?: IHeaders },
  work: () => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(context.active(), message.headers, kafkaHeaders);
  const attributes: Attributes = {
    'messaging.system': 'kafka',
    'messaging.operation': 'process',
    'messaging.destination.name': message.topic,
    'messaging.kafka.destination.partition': message.partition,
    'messaging.kafka.message.offset': message.offset,
  };
  return tracer.startActiveSpan(`process ${message.topic}`, { kind: SpanKind.CONSUMER, attributes }, parent, (span) =>
    endingWith(span, work),
  );
}

async function endingWith<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
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
