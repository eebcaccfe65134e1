import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TracerProvider,
  TraceIdRatioBasedSampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { traceIncomingRequests } from './gateway-spans.ts';

// http.ts's REQUEST_ID_HEADER, not imported: this module loads before express may be imported.
const requestIdHeader = 'x-request-id';

export interface TracingOptions {
  serviceName: string;
  /** Where spans go (OTLP/HTTP, JSON); the exporter reads OTEL_EXPORTER_OTLP_* itself. */
  exporter?: SpanExporter;
  /** Share of traces kept, decided once per trace id so every hop keeps or drops the same trace. */
  sampleRatio: number;
  /** Instrumentations this process does without (names as in `instrumentationNames`). */
  disabledInstrumentations: readonly string[];
  /**
   * Server and proxy spans of our own instead of the http instrumentation's (gateway-spans.ts):
   * the gateway, whose whole work per request is smaller than what that instrumentation adds.
   */
  minimalServerSpans: boolean;
}

export const instrumentationNames = ['http', 'undici', 'express', 'ioredis', 'mongodb', 'kafkajs'] as const;

/**
 * What a process needs traced, unless OTEL_NODE_DISABLED_INSTRUMENTATIONS (OpenTelemetry's own
 * name for it) says otherwise. The gateway handles every request in middleware, which Express
 * tracing skips, so its Express instrumentation would wrap every layer of every request (about a
 * tenth of the gateway's time per request, measured by bench/telemetry.bench.ts) for no span at
 * all; it opens no MongoDB connection, and its Redis calls (rate limits, sessions) are a few
 * hundred microseconds that would double a traced request's spans.
 */
export function disabledInstrumentationsFor(serviceName: string, setting: string | undefined): string[] {
  if (setting === undefined) return serviceName === 'gateway' ? ['express', 'mongodb', 'ioredis'] : [];
  const names = setting
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(instrumentationNames as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`OTEL_NODE_DISABLED_INSTRUMENTATIONS names ${unknown.join(', ')}; known: ${instrumentationNames.join(', ')}`);
  return names;
}

/**
 * The gateway traces its requests with gateway-spans.ts rather than the http instrumentation. Not
 * the services: their incoming calls are few per user action, and their fetch and Kafka calls are
 * traced by the official instrumentations, which follow the server span that instrumentation opens.
 */
export const minimalServerSpansFor = (serviceName: string): boolean => serviceName === 'gateway';

/** Probes and scrapes every few seconds would drown the traces users cause. */
const untracedPath = /^\/(healthz|readyz|metrics)\b/;

/**
 * Traces with the official instrumentations: incoming and outgoing HTTP (fetch too), Express routes, ioredis,
 * the MongoDB driver and kafkajs (which carries the W3C trace context in message headers, so a
 * consumer's work joins the producer's trace). Called from the preload module, before any of those
 * libraries is imported: an instrumentation can only patch a module it sees being loaded.
 */
export function startTracing(options: TracingOptions): { shutdown: () => Promise<void> } {
  const ratio = new TraceIdRatioBasedSampler(options.sampleRatio);
  // A caller's "sampled" flag (the SPA always sets it) does not force a trace: the ratio decides,
  // on the trace id, so the browser cannot raise the sampling rate and every hop decides alike.
  const sampler = new ParentBasedSampler({ root: ratio, remoteParentSampled: ratio });
  const provider = new TracerProvider({
    sampler,
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: options.exporter ?? new OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const disabled = new Set(options.disabledInstrumentations);
  if (options.minimalServerSpans) {
    traceIncomingRequests(untracedPath);
    disabled.add('http');
  }
  const factories: Record<(typeof instrumentationNames)[number], () => Instrumentation> = {
    http: () =>
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => untracedPath.test(req.url ?? ''),
        // The bridge from "my request id is …" (every error answer carries it) to the trace: the
        // server span holds the id the request context answered with.
        applyCustomAttributesOnSpan: (span, _request, response) => {
          const requestId = 'getHeader' in response ? response.getHeader(requestIdHeader) : undefined;
          if (typeof requestId === 'string') span.setAttribute('chainscribe.request_id', requestId);
        },
      }),
    // Service-to-service calls use fetch (undici), which the http instrumentation does not see.
    undici: () => new UndiciInstrumentation(),
    // Route and handler spans only: a span per middleware (ten per request at the gateway) is
    // what made traced requests expensive, and says nothing the route span does not.
    express: () => new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
    ioredis: () => new IORedisInstrumentation(),
    mongodb: () => new MongoDBInstrumentation(),
    kafkajs: () => new KafkaJsInstrumentation(),
  };
  registerInstrumentations({
    instrumentations: Object.entries(factories).flatMap(([name, make]) => (disabled.has(name) ? [] : [make()])),
  });
  return { shutdown: () => provider.shutdown() };
}
