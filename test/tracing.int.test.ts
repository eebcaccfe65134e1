import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { logsDir } from '../deploy/local/cache.ts';
import { ephemeralPort } from '../deploy/local/process.ts';
import { alertRuleGroups, startPrometheus } from '../scripts/observe.ts';
import { portPlan } from '../scripts/processes.ts';
import { quietKafkaWarning, telemetryPreload } from '../scripts/supervisor.ts';
import { repoRoot, startSystem, systemEnvFile } from '../scripts/system.ts';
import { startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver.ts';

const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

/** What the SPA's API client sends with every call: a W3C traceparent of its own, marked sampled. */
const spaTraceparent = () => `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;

/**
 * A second gateway in front of the running system, started like npm start starts one (same
 * environment, same preload), sampling at its own ratio while every service samples at 1.
 */
async function startGatewaySampledAt(ratio: number) {
  const { perProcess } = JSON.parse(readFileSync(systemEnvFile, 'utf8')) as { perProcess: Record<string, Record<string, string>> };
  const port = await ephemeralPort();
  const child = spawn(process.execPath, [...quietKafkaWarning, ...telemetryPreload(repoRoot), join(repoRoot, 'gateway/src/start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...perProcess.gateway,
      OTEL_SERVICE_NAME: 'gateway',
      OTEL_TRACES_SAMPLER_ARG: String(ratio),
      PORT: String(port),
      METRICS_PORT: String(await ephemeralPort()),
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitFor(
    () =>
      fetch(`${url}/readyz`).then(
        (r) => r.ok || undefined,
        () => undefined,
      ),
    {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: `a gateway sampling at ${ratio}`,
    },
  );
  // SIGTERM flushes its exporter before it exits: whatever it would export has arrived by then.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      else child.once('exit', () => resolve()).kill('SIGTERM');
    });
  return { url, stop };
}

/** One proxied call per caller (no trace context, or the SPA's), answered by the accounts service. */
async function callThrough(gateway: string, callers: (string | undefined)[]) {
  const answers: { requestId: string; traceparent: string | undefined }[] = [];
  for (const traceparent of callers) {
    const res = await fetch(`${gateway}/.well-known/jwks.json`, { headers: traceparent ? { traceparent } : {} });
    expect(res.status).toBe(200);
    answers.push({ requestId: res.headers.get('x-request-id') ?? '', traceparent });
  }
  return answers;
}

/**
 * The whole system as separate processes (like npm start --observe), each started with the
 * telemetry preload and exporting over OTLP/HTTP to a receiver in this test, and a real Prometheus
 * scraping them: one thread generation is one trace, and its figures reach Prometheus.
 */
describe('one trace per thread generation, figures in Prometheus', () => {
  let system: Awaited<ReturnType<typeof startSystem>>;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let prometheus: Awaited<ReturnType<typeof startPrometheus>> | undefined;
  const port = 18_780;
  const portBase = 18_700;
  const prometheusDir = mkdtempSync(join(tmpdir(), 'chainscribe-prometheus-'));

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    system = await startSystem({
      port,
      portBase,
      buildSpa: false,
      print: () => undefined,
      readyTimeoutMs: 120_000,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_TRACES_SAMPLER_ARG: '1', OTEL_BSP_SCHEDULE_DELAY: '200' },
    });
    prometheus = await startPrometheus({ port: 18_790, metricsPortOf: portPlan(portBase, port).metricsPortOf, dir: prometheusDir });
  }, 150_000);
  afterAll(async () => {
    await prometheus?.stop();
    await system?.stop({ infra: false });
    await receiver?.stop();
    rmSync(prometheusDir, { recursive: true, force: true });
  }, 30_000);

  it('when the SPA generates a thread with a traceparent, then gateway, API, Kafka produce, worker consume, writer and analytics projection share its trace id, and so does the worker log line', async () => {
    const gateway = `http://localhost:${port}`;
    const signUp = await fetch(`${gateway}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.220' },
      body: JSON.stringify({ email: `trace-${randomUUID().slice(0, 8)}@example.com`, password: 'tracing 2026!' }),
    });
    expect(signUp.status).toBe(201);
    const session = authSessionSchema.parse(await signUp.json());
    // What the SPA's API client sends: a W3C traceparent of its own.
    const traceId = randomBytes(16).toString('hex');
    const res = await fetch(`${gateway}/api/threads/generate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.access_token}`,
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({
        options: {
          threadType: 'custom',
          customTopic: 'restaking on Ethereum',
          tonePreset: 'educational',
          threadLength: 5,
          includePrice: false,
          includeCTA: true,
          hookStyle: 'question',
        },
        tokenData: null,
      }),
    });
    expect(res.status).toBe(200);

    const find = (spans: ReceivedSpan[], service: string, test: (s: ReceivedSpan) => boolean) =>
      spans.find((s) => s.service === service && test(s));
    const wanted = {
      gateway: (spans: ReceivedSpan[]) => find(spans, 'gateway', (s) => s.kind === SERVER),
      generationApi: (spans: ReceivedSpan[]) =>
        find(spans, 'generation', (s) => s.kind === SERVER && s.name.includes('/api/threads/generate')),
      kafkaProduce: (spans: ReceivedSpan[]) =>
        find(spans, 'generation', (s) => s.kind === PRODUCER && s.name === 'send generation.requested'),
      workerConsume: (spans: ReceivedSpan[]) =>
        find(spans, 'generation-worker', (s) => s.kind === CONSUMER && s.name === 'process generation.requested'),
      writer: (spans: ReceivedSpan[]) => find(spans, 'generation-worker', (s) => s.name === 'generation.write'),
      analyticsProjection: (spans: ReceivedSpan[]) =>
        find(spans, 'analytics', (s) => s.kind === CONSUMER && s.name === 'process thread.generated'),
    };
    const trace = await waitFor(
      async () => {
        const spans = receiver.spans.filter((s) => s.traceId === traceId);
        if (Object.values(wanted).every((pick) => pick(spans))) return spans;
        const missing = Object.entries(wanted).filter(([, pick]) => !pick(spans));
        throw new Error(`missing ${missing.map(([name]) => name).join(', ')} among ${spans.length} spans of the trace`);
      },
      { timeoutMs: 30_000, intervalMs: 250, what: 'every hop of the generation in one trace' },
    );
    const hops = Object.fromEntries(Object.entries(wanted).map(([name, pick]) => [name, pick(trace)]));
    // One chain, not six traces that happen to share an id: each hop descends from the one before.
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const descendsFrom = (span: ReceivedSpan | undefined, ancestor: ReceivedSpan | undefined) => {
      for (let at = span; at; at = byId.get(at.parentSpanId)) if (at.spanId === ancestor?.spanId) return true;
      return false;
    };
    expect(descendsFrom(hops.generationApi, hops.gateway)).toBe(true);
    expect(descendsFrom(hops.kafkaProduce, hops.generationApi)).toBe(true);
    expect(descendsFrom(hops.workerConsume, hops.kafkaProduce)).toBe(true);
    expect(descendsFrom(hops.writer, hops.workerConsume)).toBe(true);
    expect(descendsFrom(hops.analyticsProjection, hops.workerConsume)).toBe(true);
    expect(hops.writer?.attributes['generation.writer']).toBe('template');
    // The request id a user can quote finds the trace.
    expect(hops.gateway?.attributes['chainscribe.request_id']).toBe(res.headers.get('x-request-id'));
    expect(hops.generationApi?.attributes['chainscribe.request_id']).toBe(res.headers.get('x-request-id'));
    // Redis and MongoDB calls join the trace through their own instrumentations.
    expect(trace.some((s) => s.service === 'generation' && s.scope.includes('ioredis'))).toBe(true);
    expect(trace.some((s) => s.service === 'generation-worker' && s.scope.includes('mongodb'))).toBe(true);

    const workerLines = readFileSync(join(logsDir, 'generation-worker.log'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; trace_id?: string; span_id?: string; jobId?: string });
    const done = workerLines.find((l) => l.msg === 'job done' && l.trace_id === traceId);
    expect(done?.jobId).toBe(hops.writer?.attributes['generation.job_id']);
    expect(done?.span_id).toMatch(/^[0-9a-f]{16}$/);
  }, 90_000);

  it('when Prometheus scrapes the system, then every process is up and the generation shows in the gateway and worker series', async () => {
    const query = async (promql: string) => {
      const res = await fetch(`${prometheus?.url}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await res.json()) as { data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
      return body.data.result;
    };
    // The previous test generated a thread; a scrape every 5 s brings it in.
    const up = await waitFor(
      async () => {
        const result = await query('up == 1');
        return result.length === 9 ? result : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 500, what: 'all nine processes up in Prometheus' },
    );
    expect(up.map((r) => r.metric.job).sort()).toEqual([
      'accounts',
      'analytics',
      'gateway',
      'generation',
      'generation-worker',
      'market',
      'publisher',
      'publisher-worker',
      'research',
    ]);
    const generated = await waitFor(
      async () => {
        const [gateway] = await query('sum(http_request_duration_seconds_count{job="gateway",route="/api/threads",status="200"})');
        const [outcomes] = await query('sum(generation_outcomes_total{job="generation-worker",outcome="succeeded"})');
        return Number(gateway?.value[1]) >= 1 && Number(outcomes?.value[1]) >= 1 ? { gateway, outcomes } : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 500, what: 'the generation in the scraped series' },
    );
    expect(Number(generated.outcomes?.value[1])).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it("when the local Prometheus starts, then it evaluates the PrometheusRule manifest's alerts (same groups, names, durations and labels), none firing on a healthy system", async () => {
    type LoadedRule = { type: string; name: string; duration: number; labels: Record<string, string>; state: string; health: string };
    const res = await fetch(`${prometheus?.url}/api/v1/rules?type=alert`);
    const loaded = (await res.json()) as { data: { groups: { name: string; file: string; rules: LoadedRule[] }[] } };
    const seconds = (duration: unknown) => (typeof duration === 'string' ? Number(/^(\d+)m$/.exec(duration)?.[1] ?? NaN) * 60 : 0);
    // Prometheus lists groups by name; rules keep their order within a group.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const manifest = alertRuleGroups().groups.map((g) => ({
      name: g.name,
      rules: g.rules.map((r) => ({ name: r.alert, duration: seconds(r.for), labels: r.labels })),
    }));
    manifest.sort(byName);
    expect(manifest.flatMap((g) => g.rules)).toHaveLength(9);
    expect(
      [...loaded.data.groups]
        .sort(byName)
        .map((g) => ({ name: g.name, rules: g.rules.map(({ name, duration, labels }) => ({ name, duration, labels })) })),
    ).toEqual(manifest);
    // Evaluated, not only loaded: each rule has run against the scraped series at least once.
    const evaluated = await waitFor(
      async () => {
        const body = (await (await fetch(`${prometheus?.url}/api/v1/rules?type=alert`)).json()) as typeof loaded;
        const rules = body.data.groups.flatMap((g) => g.rules);
        return rules.every((r) => r.health === 'ok') ? rules : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 500, what: 'every alert rule evaluated without error' },
    );
    expect(evaluated.filter((r) => r.state === 'firing').map((r) => r.name)).toEqual([]);
  }, 60_000);

  const serverSpanOf = (service: string, requestId: string) =>
    receiver.spans.find((s) => s.service === service && s.kind === SERVER && s.attributes['chainscribe.request_id'] === requestId);

  it('when the gateway samples at 1, then every request through it is one trace: the service span descends from the gateway span, one trace per request', async () => {
    const answers = await callThrough(`http://localhost:${port}`, [undefined, undefined, undefined, spaTraceparent(), spaTraceparent()]);
    const pairs = await waitFor(
      async () => {
        const found = answers.map(({ requestId }) => ({
          gateway: serverSpanOf('gateway', requestId),
          accounts: serverSpanOf('accounts', requestId),
        }));
        return found.every((p) => p.gateway && p.accounts) ? found : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'the gateway and accounts spans of every request' },
    );
    const byId = new Map(receiver.spans.map((s) => [s.spanId, s]));
    answers.forEach(({ traceparent }, i) => {
      const { gateway, accounts } = pairs[i] ?? {};
      expect(accounts?.traceId).toBe(gateway?.traceId);
      let at = accounts;
      while (at && at.spanId !== gateway?.spanId) at = byId.get(at.parentSpanId);
      expect(at?.spanId).toBe(gateway?.spanId);
      // A caller's trace is continued, not replaced.
      if (traceparent) expect(gateway?.traceId).toBe(traceparent.split('-')[1]);
    });
    expect(new Set(pairs.map((p) => p.gateway?.traceId)).size).toBe(answers.length);
  }, 60_000);

  it('when the gateway samples at 0 and the services at 1, then the services record no spans for its traffic, with or without a caller trace context', async () => {
    const unsampled = await startGatewaySampledAt(0);
    let answers: Awaited<ReturnType<typeof callThrough>> = [];
    try {
      answers = await callThrough(unsampled.url, [undefined, undefined, undefined, spaTraceparent(), spaTraceparent()]);
    } finally {
      await unsampled.stop();
    }
    // A request through the sampling gateway after them: once accounts has exported its span, it has
    // exported every span it ended before (its batches leave in order), so absence below means none.
    const [sentinel] = await callThrough(`http://localhost:${port}`, [undefined]);
    await waitFor(async () => serverSpanOf('accounts', sentinel?.requestId ?? ''), {
      timeoutMs: 20_000,
      intervalMs: 250,
      what: 'the sentinel request in accounts',
    });
    const requestIds = new Set(answers.map((a) => a.requestId));
    const traceIds = new Set(answers.flatMap((a) => (a.traceparent ? [a.traceparent.split('-')[1]] : [])));
    expect(requestIds.size).toBe(5);
    const recorded = receiver.spans.filter(
      (s) => requestIds.has(String(s.attributes['chainscribe.request_id'])) || traceIds.has(s.traceId),
    );
    expect(recorded.map((s) => `${s.service}: ${s.name}`)).toEqual([]);
  }, 60_000);
});
