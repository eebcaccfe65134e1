import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
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

// http.ts's REQUEST_ID_HEADER, not imported: this module loads before express may be imported.
const requestIdHeader = 'x-request-id';

export interface TracingOptions {
  serviceName: string;
  /** Where spans go (OTLP/HTTP, JSON); the exporter reads OTEL_EXPORTER_OTLP_* itself. */
  exporter?: SpanExporter;
  /** Share of traces kept, decided once per trace id so every hop keeps or drops the same trace. */
  sampleRatio: number;
}

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
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would drown the traces users cause.
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
        // The bridge from "my request id is …" (every error answer carries it) to the trace: the
        // server span holds the id the request context answered with.
        applyCustomAttributesOnSpan: (span, _request, response) => {
          const requestId = 'getHeader' in response ? response.getHeader(requestIdHeader) : undefined;
          if (typeof requestId === 'string') span.setAttribute('chainscribe.request_id', requestId);
        },
      }),
      // Service-to-service calls use fetch (undici), which the http instrumentation does not see.
      new UndiciInstrumentation(),
      // Route and handler spans only: a span per middleware (ten per request at the gateway) is
      // what made traced requests expensive, and says nothing the route span does not.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new IORedisInstrumentation(),
      new MongoDBInstrumentation(),
      new KafkaJsInstrumentation(),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}
