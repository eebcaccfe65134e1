import type { z } from 'zod';
import { signIdentity, type Identity } from './identity.ts';
import { isRetryableHttp, retry, retryAfterMs } from './retry.ts';

export type ServiceAnswer<T> = { ok: true; data: T } | { ok: false; status: number | null; reason: string };

interface CallShape<R extends z.ZodType> {
  method: string;
  path: string;
  response: R;
}

/**
 * One service calling another directly (not through the gateway), signed exactly as the gateway
 * signs (method, path, query and body), with the answer parsed by the call's contract. Failures come back as data (`ok: false`)
 * so callers decide what "unavailable" means for them instead of catching.
 *
 * `attempts` (default 1) repeats only what another try can change: no answer, a 5xx, or a 429
 * with a Retry-After of at most `maxRetryWaitMs` (waited for). A longer Retry-After (a daily
 * budget spent until midnight) comes back at once: a try before then is refused again. Each try
 * has its own `timeoutMs`.
 */
export async function callService<R extends z.ZodType>(options: {
  baseUrl: string;
  internalKey: string;
  call: CallShape<R>;
  query?: Record<string, string>;
  body?: unknown;
  identity?: Identity | null;
  timeoutMs: number;
  attempts?: number;
}): Promise<ServiceAnswer<z.infer<R>>> {
  const attempts = options.attempts ?? 1;
  if (attempts <= 1) return callOnce(options);
  try {
    return await retry(
      options.call.path,
      async () => {
        const answer = await callOnce(options);
        if (!answer.ok && isRetryableHttp(answer) && !waitsPastRetry(answer)) throw new RetryableAnswer(answer);
        return answer;
      },
      {
        attempts,
        baseMs: 100,
        maxMs: 1000,
        shouldRetry: (err) => err instanceof RetryableAnswer,
        waitMsOf: (err) => (err instanceof RetryableAnswer ? (retryAfterMs(err.answer.retryAfter) ?? 0) : null),
      },
    );
  } catch (err) {
    const last = err instanceof Error && err.cause instanceof RetryableAnswer ? err.cause.answer : null;
    if (!last) throw err;
    return { ok: false, status: last.status, reason: `${last.reason} (after ${attempts} tries)` };
  }
}

/** A longer Retry-After is not worth holding a caller for: the answer is the refusal. */
const maxRetryWaitMs = 2000;

const waitsPastRetry = (answer: Failure) => (retryAfterMs(answer.retryAfter) ?? 0) > maxRetryWaitMs;

type Failure = Extract<ServiceAnswer<unknown>, { ok: false }> & { retryAfter?: string | null };

class RetryableAnswer extends Error {
  readonly answer: Failure;
  constructor(answer: Failure) {
    super(answer.reason);
    this.answer = answer;
  }
}

async function callOnce<R extends z.ZodType>(
  options: Parameters<typeof callService<R>>[0],
): Promise<ServiceAnswer<z.infer<R>> | (Failure & { ok: false })> {
  const { call } = options;
  const url = new URL(call.path, options.baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  // The exact bytes sent are the bytes signed: the target as fetch serialises it, the JSON body.
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  try {
    const res = await fetch(url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...signIdentity(
          options.internalKey,
          { method: call.method, target: `${url.pathname}${url.search}`, body },
          options.identity ?? null,
        ),
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, status: res.status, reason: `${call.path} answered ${res.status}`, retryAfter: res.headers.get('retry-after') };
    }
    const parsed = call.response.safeParse(await res.json());
    if (!parsed.success)
      return {
        ok: false,
        status: res.status,
        reason: `${call.path} answered outside its contract: ${parsed.error.issues[0]?.message ?? ''}`,
      };
    return { ok: true, data: parsed.data };
  } catch (err) {
    return { ok: false, status: null, reason: `${call.path} unreachable: ${(err as Error).message}` };
  }
}
