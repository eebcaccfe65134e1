import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUpstream, retryAfterMs, UpstreamError } from '../src/data-access/upstream-http.ts';
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

function client(baseUrl: string, waits: number[], options: { maxRetryWaitMs?: number; timeoutMs?: number } = {}) {
  return createUpstream({
    name: 'test-api',
    baseUrl,
    timeoutMs: options.timeoutMs ?? 1000,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 5000,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

describe('Retry-After', () => {
  it('when given in seconds or as an HTTP date, then it becomes a wait in milliseconds', () => {
    const now = Date.parse('2025-01-15T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Wed, 15 Jan 2025 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});

describe('upstream JSON client', () => {
  it('when the API answers 429 with Retry-After, then it waits that long and retries', async () => {
    const api = await answering({ status: 429, headers: { 'retry-after': '2' } });
    const waits: number[] = [];
    await expect(client(api.url, waits).getJson('/x', {}, okSchema)).resolves.toEqual({ ok: true });
    expect(waits).toEqual([2000]);
    expect(api.requests).toHaveLength(2);
  });

  it('when 429s keep coming without Retry-After, then it backs off exponentially and gives up after 3 tries', async () => {
    const api = await answering({ status: 429 }, { status: 429 }, { status: 429 });
    const waits: number[] = [];
    await expect(client(api.url, waits).getJson('/x', {}, okSchema)).rejects.toBeInstanceOf(UpstreamError);
    expect(waits).toEqual([250, 500]);
    expect(api.requests).toHaveLength(3);
  });

  it('when Retry-After exceeds the bound, then it fails at once and stays away until then', async () => {
    const api = await answering({ status: 429, headers: { 'retry-after': '60' } });
    const waits: number[] = [];
    const upstream = client(api.url, waits, { maxRetryWaitMs: 5000 });
    await expect(upstream.getJson('/x', {}, okSchema)).rejects.toThrow(/retry after 60s/);
    await expect(upstream.getJson('/x', {}, okSchema)).rejects.toThrow(/rate limited/);
    expect(waits).toEqual([]);
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
    await expect(client(api.url, []).getJson('/x', {}, okSchema)).rejects.toThrow(/answered 404/);
    expect(api.requests).toHaveLength(1);
  });
});
