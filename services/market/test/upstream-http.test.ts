import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUpstream, UpstreamError } from '../src/data-access/upstream-http.ts';
import { pause, sendJson, startStandIn, unreachableUrl, type StandIn } from './support/stand-in.ts';

const okSchema = z.object({ ok: z.literal(true) });
let standIn: StandIn | undefined;

afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** A stand-in that answers the given statuses in turn (then 200), with optional headers per answer. */
async function answering(...answers: { status: number; headers?: Record<string, string> }[]) {
  standIn = await startStandIn((_req, res) => {
    const next = answers.shift() ?? { status: 200 };
    sendJson(res, next.status, next.status === 200 ? { ok: true } : { status: { error_code: next.status } }, next.headers);
  });
  return standIn;
}

type Retried = { status: number | undefined; retryAfterMs: number | null; attempt: number };

/** A client with short backoff steps, recording each retry it announces. */
function client(baseUrl: string, retries: Retried[], options: { maxRetryWaitMs?: number; timeoutMs?: number } = {}) {
  return createUpstream({
    name: 'test-api',
    baseUrl,
    timeoutMs: options.timeoutMs ?? 1000,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 5000,
    backoffMs: 50,
    onRetry: ({ status, retryAfterMs, attempt }) => retries.push({ status, retryAfterMs, attempt }),
  });
}

describe('upstream JSON client', () => {
  it('when the API answers 429 with Retry-After, then it waits at least that long and retries', async () => {
    const api = await answering({ status: 429, headers: { 'retry-after': '1' } });
    const retries: Retried[] = [];
    const started = Date.now();
    await expect(client(api.url, retries).getJson('/x', {}, okSchema)).resolves.toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(retries).toEqual([{ status: 429, retryAfterMs: 1000, attempt: 1 }]);
    expect(api.requests).toHaveLength(2);
  });

  it('when 429s and 5xx keep coming without Retry-After, then it backs off (growing waits) and gives up after 3 tries', async () => {
    const api = await answering({ status: 429 }, { status: 503 }, { status: 429 });
    const retries: Retried[] = [];
    const started = Date.now();
    const failure = await client(api.url, retries)
      .getJson('/x', {}, okSchema)
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).status).toBe(429);
    // Backoff of 50 ms, then 100 ms, each up to twice as long with jitter.
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(retries).toEqual([
      { status: 429, retryAfterMs: null, attempt: 1 },
      { status: 503, retryAfterMs: null, attempt: 2 },
    ]);
    expect(api.requests).toHaveLength(3);
  });

  it('when Retry-After exceeds the bound, then it fails at once and stays away until then', async () => {
    const api = await answering({ status: 429, headers: { 'retry-after': '60' } });
    const retries: Retried[] = [];
    const upstream = client(api.url, retries, { maxRetryWaitMs: 5000 });
    await expect(upstream.getJson('/x', {}, okSchema)).rejects.toThrow(/retry after 60s/);
    await expect(upstream.getJson('/x', {}, okSchema)).rejects.toThrow(/rate limited/);
    expect(retries).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  it('when the API is slower than the timeout, then the call fails with a timeout', async () => {
    standIn = await startStandIn(async (_req, res) => {
      await pause(500);
      sendJson(res, 200, { ok: true });
    });
    await expect(client(standIn.url, [], { timeoutMs: 100 }).getJson('/x', {}, okSchema)).rejects.toThrow(/no answer within 100 ms/);
  });

  it('when nothing listens, then the call fails as unreachable', async () => {
    await expect(client(await unreachableUrl(), []).getJson('/x', {}, okSchema)).rejects.toThrow(/unreachable/);
  });

  it('when the API answers an unexpected shape or a 404, then the call fails without retrying', async () => {
    standIn = await startStandIn((_req, res) => sendJson(res, 200, { ok: 'maybe' }));
    await expect(client(standIn.url, []).getJson('/x', {}, okSchema)).rejects.toThrow(/unexpected shape/);
    await standIn.close();
    const api = await answering({ status: 404 });
    const retries: Retried[] = [];
    await expect(client(api.url, retries).getJson('/x', {}, okSchema)).rejects.toThrow(/answered 404/);
    expect(retries).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });
});
