// Loaded with `node --import` before a process's own code: tracing must be set up before express,
// ioredis, mongodb and kafkajs are imported, or their instrumentations find nothing to patch.
// Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is loaded at all, so tracing off costs nothing.
import { register } from 'node:module';

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
if (endpoint) {
  const ratio = Number(process.env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1) {
    process.stderr.write(`OTEL_TRACES_SAMPLER_ARG must be a ratio between 0 and 1, got ${process.env.OTEL_TRACES_SAMPLER_ARG}\n`);
    process.exit(1);
  }
  // ESM imports are only visible to instrumentations through this loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { disabledInstrumentationsFor, minimalServerSpansFor, startTracing } = await import('./tracing.ts');
  const serviceName = process.env.OTEL_SERVICE_NAME ?? 'chainscribe';
  let disabledInstrumentations: string[] = [];
  try {
    disabledInstrumentations = disabledInstrumentationsFor(serviceName, process.env.OTEL_NODE_DISABLED_INSTRUMENTATIONS);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const tracing = startTracing({
    serviceName,
    sampleRatio: ratio,
    disabledInstrumentations,
    minimalServerSpans: minimalServerSpansFor(serviceName),
  });
  // The ordered shutdown ends with process.exit: flush what is buffered first.
  process.once('beforeExit', () => void tracing.shutdown());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.prependListener(signal, () => void tracing.shutdown());
}
