import autocannon from 'autocannon';

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
  /** Open loop: this many requests per second in all (closed loop without it). */
  rate?: number;
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number;
  /** Fresh headers per request (identity signatures carry a timestamp). */
  headersPerRequest?: () => Record<string, string>;
}

/** One autocannon run; latency in milliseconds. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections: options.connections,
    pipelining: 1,
    timeout: 30,
    ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    ...(options.rate !== undefined ? { overallRate: options.rate } : {}),
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
 * Failures are reported, not hidden: a figure made partly of errors is printed with how many
 * failed (a run on a shared machine can meet a 503 from a stalled engine), and a run where
 * nothing succeeded stops the bench.
 */
export function mustSucceed(what: string, run: LoadResult): LoadResult {
  if (run.bad >= run.total) throw new Error(`${what}: all ${run.total} requests failed (non-2xx, error or timeout)`);
  if (run.bad > 0) process.stderr.write(`! ${what}: ${run.bad} of ${run.total} requests failed (${run.statuses})\n`);
  return run;
}
