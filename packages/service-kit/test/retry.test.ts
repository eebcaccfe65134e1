import { describe, expect, it } from 'vitest';
import { isRetryableHttp, retry, retryAfterMs } from '../src/retry.ts';

describe('retry', () => {
  it('when a call fails twice then succeeds, then its answer comes back after three tries', async () => {
    const tries: number[] = [];
    const retried: number[] = [];
    const answer = await retry(
      'flaky call',
      async (attempt) => {
        tries.push(attempt);
        if (attempt < 3) throw new Error(`boom ${attempt}`);
        return 'ok';
      },
      { attempts: 5, baseMs: 1, maxMs: 5, onRetry: (_err, attempt) => retried.push(attempt) },
    );
    expect(answer).toBe('ok');
    expect(tries).toEqual([1, 2, 3]);
    expect(retried).toEqual([1, 2]);
  });

  it('when every try fails, then it gives up after the given attempts naming the call and keeping the cause', async () => {
    let tries = 0;
    const last = new Error('still down');
    const failure = await retry(
      'Connecting to X',
      async () => {
        tries++;
        throw last;
      },
      { attempts: 3, baseMs: 1, maxMs: 2 },
    ).catch((err: unknown) => err as Error);
    expect(tries).toBe(3);
    expect(failure.message).toBe('Connecting to X failed: still down');
    expect(failure.cause).toBe(last);
  });

  it('when the failure cannot succeed on retry, then it is tried once only', async () => {
    let tries = 0;
    await expect(
      retry(
        'refused call',
        async () => {
          tries++;
          throw new Error('400');
        },
        { attempts: 5, baseMs: 1, shouldRetry: () => false },
      ),
    ).rejects.toThrow('refused call failed: 400');
    expect(tries).toBe(1);
  });

  it('when the waits grow, then they back off exponentially with jitter and stay under the cap', async () => {
    const started: number[] = [];
    await retry(
      'timed call',
      async () => {
        started.push(Date.now());
        if (started.length < 4) throw new Error('again');
      },
      { attempts: 4, baseMs: 20, maxMs: 60 },
    );
    const waits = started.slice(1).map((t, i) => t - (started[i] ?? t));
    // Steps of 20, 40, 60 (capped) ms, each randomised up to twice, never past the cap.
    expect(waits[0]).toBeGreaterThanOrEqual(18);
    expect(waits[1]).toBeGreaterThanOrEqual(38);
    for (const wait of waits) expect(wait).toBeLessThan(60 + 40);
  });
});

describe('isRetryableHttp', () => {
  it('when there was no answer or a 5xx, then another try can succeed', () => {
    expect(isRetryableHttp({ status: null })).toBe(true);
    expect(isRetryableHttp({ status: 500 })).toBe(true);
    expect(isRetryableHttp({ status: 503 })).toBe(true);
  });

  it('when a 429 says when to come back, then it is retried; without Retry-After or any other 4xx, never', () => {
    expect(isRetryableHttp({ status: 429, retryAfter: '2' })).toBe(true);
    expect(isRetryableHttp({ status: 429 })).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isRetryableHttp({ status, retryAfter: '1' })).toBe(false);
  });

  it('when Retry-After is seconds or a date, then it becomes milliseconds; junk is ignored', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
