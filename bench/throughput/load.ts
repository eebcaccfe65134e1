import type { IncomingMessage, request as httpRequest, RequestOptions } from 'node:http';
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  bad: number;
  total: number;
  /** Answers by status code, and connection errors and timeouts, to say what the failures were. */
  statuses: string;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds?: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
  /** Fresh headers per request (identity signatures carry a timestamp). */
  headersPerRequest?: () => Record<string, string>;
}

/** One autocannon run, closed loop (each connection sends its next request on an answer); latency in milliseconds. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections,
    pipelining: 1,
    timeout: 30,
    ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.headersPerRequest
      ? {
          requests: [
            {
              setupRequest: (req) => {
                const perRequest = options.headersPerRequest?.() ?? {};
                return { ...req, headers: { ...req.headers, ...perRequest } };
              },
            },
          ],
        }
      : {}),
  });
  const total = result.requests.total;
  return {
    rps: total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    total,
    statuses: [
      ...Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => `${code}×${stats.count ?? 0}`),
      ...(result.errors > 0 ? [`errors×${result.errors}`] : []),
      ...(result.timeouts > 0 ? [`timeouts×${result.timeouts}`] : []),
    ].join(' '),
  };
}

/**
 * Open loop at a steady rate: one request every 1/`rate` s, however long the answers take (a
 * slow answer is measured, the next request is not held back). loadtest's `requestsPerSecond`,
 * not autocannon's `overallRate`: autocannon lets each connection send its share of a second at
 * the start of that second, so at 500/s over 32 connections it sent bursts of 500, and the
 * latency it gave was that burst's queue (a server answering in 1 ms read p50 16 ms).
 * Latency in whole milliseconds (what loadtest records).
 */
export async function paced(options: Omit<LoadOptions, 'connections'> & { rate: number }): Promise<LoadResult> {
  const statuses = new Map<string, number>();
  const { headersPerRequest } = options;
  const result = await new Promise<loadtest.LoadTestResult>((resolve, reject) => {
    loadTest(
      {
        url: options.url,
        method: options.method ?? 'GET',
        requestsPerSecond: options.rate,
        ...(options.amount !== undefined ? { maxRequests: options.amount } : { maxSeconds: options.seconds ?? 5 }),
        agentKeepAlive: true,
        timeout: 30_000,
        quiet: true,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body !== undefined ? { body: options.body, contentType: 'application/json' } : {}),
        ...(headersPerRequest
          ? {
              requestGenerator: (
                _options: unknown,
                params: RequestOptions,
                request: typeof httpRequest,
                callback: (answer: IncomingMessage) => void,
              ) => request({ ...params, headers: { ...params.headers, ...headersPerRequest() } }, callback),
            }
          : {}),
        statusCallback: (_error: unknown, answer: { statusCode?: number } | undefined) => {
          const status = answer?.statusCode === undefined ? 'errors' : String(answer.statusCode);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
      (error: Error | null, outcome: loadtest.LoadTestResult) => (error ? reject(error) : resolve(outcome)),
    );
  });
  return {
    rps: result.totalRequests / result.totalTimeSeconds,
    p50: result.percentiles[50] ?? 0,
    p99: result.percentiles[99] ?? 0,
    bad: result.totalErrors,
    total: result.totalRequests,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

/**
 * Failures are reported, not hidden: a figure made partly of errors is printed with how many
 * failed (a run on a shared machine can meet a 503 from a stalled engine), and a run where
 * nothing succeeded stops the bench.
 */
export function mustSucceed(what: string, run: LoadResult): LoadResult {
  if (run.bad >= run.total) throw new Error(`${what}: all ${run.total} requests failed (non-2xx, error or timeout)`);
  if (run.bad > 0) process.stderr.write(`! ${what}: ${run.bad} of ${run.total} requests failed (${run.statuses})\n`);
  return run;
}
