import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per process (a process is one Deployment, so Prometheus' `job`/`pod` labels say
 * which): prom-client rather than OTel's Prometheus exporter because it is the maintained
 * reference client, costs one counter increment per observation and needs no SDK pipeline.
 * Every label here is bounded: route templates, engine and command names, writer and reason
 * codes, provider names, plans — never a user id, job id or raw path.
 */
export const metricsRegistry = new Registry();

// Event-loop lag (nodejs_eventloop_lag_*), heap and resident memory, GC, handles. The lag is
// sampled every 100 ms, not prom-client's 10: its timer woke every idle process 100 times a
// second, each wake-up taking the core from whatever ran there (the runbook's threshold is 100 ms).
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 100 });

const registers = [metricsRegistry];
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Golden signals per route template: rate and errors from the count by status, latency from the buckets. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests served, by service, method, route template and status code',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: latencyBuckets,
  registers,
});

export const engineCallDuration = new Histogram({
  name: 'engine_call_duration_seconds',
  help: 'Redis commands, MongoDB commands and Kafka publishes, by engine, operation and outcome',
  labelNames: ['engine', 'operation', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
  registers,
});

export const engineCallTimeouts = new Counter({
  name: 'engine_call_timeouts_total',
  help: 'Engine calls that ran out of their deadline',
  labelNames: ['engine'] as const,
  registers,
});

export const engineUnavailableResponses = new Counter({
  name: 'engine_unavailable_responses_total',
  help: 'Requests answered 503 because Redis, MongoDB or Kafka was stalled or unreachable',
  labelNames: ['service', 'engine'] as const,
  registers,
});

export const consumerLag = new Gauge({
  name: 'kafka_consumer_lag',
  help: 'Messages on a partition not yet committed by the consumer group (end offset minus committed offset)',
  labelNames: ['group', 'topic', 'partition'] as const,
  registers,
});

export const consumerMessages = new Counter({
  name: 'kafka_consumer_messages_total',
  help: 'Messages handled by a consumer group, by result (handled, dead_lettered)',
  labelNames: ['group', 'topic', 'result'] as const,
  registers,
});

export const deadLetterMessages = new Counter({
  name: 'kafka_dead_letter_messages_total',
  help: 'Messages parked on a dead-letter topic',
  labelNames: ['group', 'topic'] as const,
  registers,
});

export const dailyLimitDecisions = new Counter({
  name: 'daily_limit_decisions_total',
  help: 'Daily-limit reservations, granted or refused, by counter (threads, tweets, research) and plan',
  labelNames: ['counter', 'plan', 'decision'] as const,
  registers,
});

export const generationOutcomes = new Counter({
  name: 'generation_outcomes_total',
  help: 'Generation jobs finished, by kind, writer, outcome (succeeded, failed) and reason code',
  labelNames: ['kind', 'writer', 'outcome', 'reason'] as const,
  registers,
});

export const generationRequests = new Counter({
  name: 'generation_requests_total',
  help: 'Generations accepted for the workers, by kind and plan',
  labelNames: ['kind', 'plan'] as const,
  registers,
});

export const jobQueueWait = new Histogram({
  name: 'generation_job_queue_wait_seconds',
  help: 'From a job being accepted to a worker starting it',
  labelNames: ['kind'] as const,
  buckets: latencyBuckets,
  registers,
});

export const jobProcessing = new Histogram({
  name: 'generation_job_processing_seconds',
  help: 'From a worker starting a job to its result being stored',
  labelNames: ['kind', 'writer'] as const,
  buckets: latencyBuckets,
  registers,
});

export const webhookDeliveries = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook deliveries received, by provider and result (accepted, bad_signature, rejected, failed), from the answer given',
  labelNames: ['provider', 'result'] as const,
  registers,
});

export const signUps = new Counter({
  name: 'founder_sign_ups_total',
  help: 'New users, by how they signed up (local, clerk)',
  labelNames: ['method'] as const,
  registers,
});

export const paymentsConfirmed = new Counter({
  name: 'billing_payments_confirmed_total',
  help: 'Payments confirmed by a provider, by provider',
  labelNames: ['provider'] as const,
  registers,
});

export const premiumActivations = new Counter({
  name: 'founder_premium_activations_total',
  help: 'Premium plans activated after a confirmed payment',
  labelNames: ['provider'] as const,
  registers,
});

export const revenue = new Counter({
  name: 'founder_revenue_total',
  help: 'Revenue of confirmed payments, by currency',
  labelNames: ['currency'] as const,
  registers,
});
