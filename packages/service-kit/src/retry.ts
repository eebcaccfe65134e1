import pRetry from 'p-retry';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An HTTP answer that was not a success, carrying what a retry decision needs. */
export interface HttpFailure {
  status: number | null;
  /** Seconds or an HTTP date, as the server sent it in `Retry-After`. */
  retryAfter?: string | null;
}

/**
 * Whether another try of the same HTTP call can succeed: no answer at all (network, timeout),
 * a 5xx, or a 429 that says when to come back. Any other 4xx will be refused again.
 */
export function isRetryableHttp(failure: HttpFailure): boolean {
  if (failure.status === null) return true;
  if (failure.status >= 500) return true;
  return failure.status === 429 && retryAfterMs(failure.retryAfter) !== null;
}

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  if (!header || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface RetryOptions {
  attempts?: number;
  baseMs?: number;
  maxMs?: number;
  /** Whether this failure can succeed on another try; everything is retried when omitted. */
  shouldRetry?: (err: unknown) => boolean;
  signal?: AbortSignal;
  /** A wait the failure itself asks for (a 429's Retry-After), taken on top of the backoff. */
  waitMsOf?: (err: unknown) => number | null;
  onRetry?: (err: unknown, attempt: number) => void;
}

/**
 * The one retry of the code base: p-retry's exponential backoff with jitter (each wait is
 * randomised between 1x and 2x the exponential step, capped at `maxMs`).
 */
export async function retry<T>(what: string, fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 10;
  try {
    return await pRetry(fn, {
      retries: Math.max(0, attempts - 1),
      factor: 2,
      minTimeout: options.baseMs ?? 200,
      maxTimeout: options.maxMs ?? 5000,
      randomize: true,
      ...(options.signal ? { signal: options.signal } : {}),
      shouldRetry: ({ error }) => options.shouldRetry?.(error) ?? true,
      onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
        if (retriesLeft === 0 || !(options.shouldRetry?.(error) ?? true)) return;
        options.onRetry?.(error, attemptNumber);
        const asked = options.waitMsOf?.(error);
        if (asked) await sleep(asked);
      },
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`${what} failed: ${reason}`, { cause: err });
  }
}
