import type { z } from 'zod';

export class UpstreamError extends Error {
  readonly upstream: string;
  readonly status: number | undefined;
  constructor(upstream: string, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(`${upstream}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'UpstreamError';
    this.upstream = upstream;
    this.status = options.status;
  }
}

export interface UpstreamOptions {
  /** For messages and logs: 'coingecko', 'dexscreener'. */
  name: string;
  baseUrl: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** A Retry-After longer than this is not waited for: the upstream is skipped until it passes. */
  maxRetryWaitMs: number;
  /** Tries per request, counting the first. */
  attempts?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (details: { path: string; status: number; waitMs: number; attempt: number }) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * A JSON GET client for one public API: a timeout on every call, 429 and 5xx retried with the
 * server's Retry-After (or exponential backoff) up to a bound, and a cool-down when the server
 * asks for a longer pause than we are willing to make a user wait, so we stop calling until then.
 */
export function createUpstream(options: UpstreamOptions) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const attempts = options.attempts ?? 3;
  let coolDownUntil = 0;

  async function getJson<S extends z.ZodType>(path: string, query: Record<string, string>, schema: S): Promise<z.infer<S>> {
    const url = `${options.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
    for (let attempt = 1; ; attempt++) {
      if (now() < coolDownUntil) {
        throw new UpstreamError(options.name, `rate limited for another ${Math.ceil((coolDownUntil - now()) / 1000)}s`, { status: 429 });
      }
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json', ...options.headers },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : 'unreachable';
        throw new UpstreamError(options.name, `${path} ${reason}`, { cause: err });
      }
      if (response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        const parsed = schema.safeParse(body);
        if (!parsed.success) throw new UpstreamError(options.name, `${path} answered an unexpected shape`, { cause: parsed.error });
        return parsed.data;
      }
      await response.body?.cancel();
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable) throw new UpstreamError(options.name, `${path} answered ${response.status}`, { status: response.status });
      const asked = retryAfterMs(response.headers.get('retry-after'), now());
      const waitMs = asked ?? 250 * 2 ** (attempt - 1);
      if (asked !== null && asked > options.maxRetryWaitMs) {
        coolDownUntil = now() + asked;
        throw new UpstreamError(options.name, `${path} asked to retry after ${Math.ceil(asked / 1000)}s`, { status: response.status });
      }
      if (attempt >= attempts)
        throw new UpstreamError(options.name, `${path} answered ${response.status} ${attempt} times`, { status: response.status });
      options.onRetry?.({ path, status: response.status, waitMs, attempt });
      await sleep(waitMs);
    }
  }

  return { getJson };
}
export type Upstream = ReturnType<typeof createUpstream>;
