import type { z } from 'zod';
import { retry, retryAfterMs } from '@chainscribe/service-kit';

export class UpstreamError extends Error {
  readonly upstream: string;
  readonly status: number | undefined;
  /** Another try can succeed: the upstream was busy (429) or failing (5xx) and did not ask for a long pause. */
  readonly retryable: boolean;
  /** The wait the upstream asked for in Retry-After, when it did. */
  readonly retryAfterMs: number | null;
  constructor(
    upstream: string,
    message: string,
    options: { status?: number; cause?: unknown; retryable?: boolean; retryAfterMs?: number | null } = {},
  ) {
    super(`${upstream}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'UpstreamError';
    this.upstream = upstream;
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs ?? null;
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
  /** First backoff step; each next one doubles (with jitter, see service-kit's retry). */
  backoffMs?: number;
  now?: () => number;
  onRetry?: (details: { path: string; status: number | undefined; retryAfterMs: number | null; attempt: number }) => void;
}

/**
 * A JSON GET client for one public API: a timeout on every call, 429 and 5xx retried through
 * service-kit's retry (backoff with jitter, plus the server's Retry-After) up to a bound, and a
 * cool-down when the server asks for a longer pause than we are willing to make a user wait, so
 * we stop calling until then. No answer at all is not retried: the timeout was already spent.
 */
export function createUpstream(options: UpstreamOptions) {
  const now = options.now ?? Date.now;
  let coolDownUntil = 0;

  /** One request; a failure says whether another try can succeed. */
  async function attemptOnce<S extends z.ZodType>(path: string, url: string, schema: S): Promise<z.infer<S>> {
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
    const status = response.status;
    const asked = retryAfterMs(response.headers.get('retry-after'), now());
    if (asked !== null && asked > options.maxRetryWaitMs) {
      coolDownUntil = now() + asked;
      throw new UpstreamError(options.name, `${path} asked to retry after ${Math.ceil(asked / 1000)}s`, { status });
    }
    const retryable = status === 429 || status >= 500;
    throw new UpstreamError(options.name, `${path} answered ${status}`, { status, retryable, retryAfterMs: asked });
  }

  async function getJson<S extends z.ZodType>(path: string, query: Record<string, string>, schema: S): Promise<z.infer<S>> {
    const url = `${options.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
    try {
      return await retry(`${options.name} ${path}`, () => attemptOnce(path, url, schema), {
        attempts: options.attempts ?? 3,
        baseMs: options.backoffMs ?? 250,
        maxMs: options.maxRetryWaitMs,
        shouldRetry: (err) => err instanceof UpstreamError && err.retryable,
        waitMsOf: (err) => (err instanceof UpstreamError ? err.retryAfterMs : null),
        onRetry: (err, attempt) => {
          if (err instanceof UpstreamError) options.onRetry?.({ path, status: err.status, retryAfterMs: err.retryAfterMs, attempt });
        },
      });
    } catch (err) {
      // Callers and logs read the last try's own answer, not the retry's wrapper around it.
      throw err instanceof Error && err.cause instanceof UpstreamError ? err.cause : err;
    }
  }

  return { getJson };
}
export type Upstream = ReturnType<typeof createUpstream>;
