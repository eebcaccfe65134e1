import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyIdentity } from '../src/identity.ts';
import { callService } from '../src/service-client.ts';
import { serve, type StandIn } from '../src/testing/stand-in.ts';

const key = 'target-service-key-0123456789abcdef';
const call = { method: 'GET', path: '/api/thing', response: z.object({ value: z.number() }) };

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** A target that answers the given replies in turn, then `{ value: 7 }`. */
async function answering(...replies: { status: number; headers?: Record<string, string> }[]) {
  standIn = await serve((_req, _body, res) => {
    const next = replies.shift();
    res.writeHead(next?.status ?? 200, { 'content-type': 'application/json', ...next?.headers });
    res.end(JSON.stringify(next ? { error: 'scripted' } : { value: 7 }));
  });
  return standIn;
}

const ask = (baseUrl: string, attempts?: number) =>
  callService({ baseUrl, internalKey: key, call, query: { symbol: 'SOL' }, timeoutMs: 1000, ...(attempts ? { attempts } : {}) });

describe('callService', () => {
  it('when the target answers, then the answer is parsed by the contract and the call was signed with the target key', async () => {
    const target = await answering();
    const identity = { userId: 'user-1', email: 'a@example.com', sessionId: 's-1' };
    expect(await callService({ baseUrl: target.url, internalKey: key, call, query: { symbol: 'SOL' }, identity, timeoutMs: 1000 })).toEqual(
      { ok: true, data: { value: 7 } },
    );
    const request = target.requests[0];
    expect(request?.url).toBe('/api/thing?symbol=SOL');
    const signed = { method: 'GET', target: '/api/thing?symbol=SOL' };
    expect(verifyIdentity(request?.headers ?? {}, signed, { key })).toEqual(identity);
    expect(() => verifyIdentity(request?.headers ?? {}, signed, { key: 'another-service-key-0123456789abcd' })).toThrow(
      /Invalid gateway signature/,
    );
  });

  it('when the target answers 503 once and tries are allowed, then the second answer is used', async () => {
    const target = await answering({ status: 503 });
    expect(await ask(target.url, 3)).toEqual({ ok: true, data: { value: 7 } });
    expect(target.requests).toHaveLength(2);
  });

  it('when the target refuses with a 4xx, then it is not asked again and the status comes back', async () => {
    for (const status of [400, 404, 429]) {
      const target = await answering({ status });
      expect(await ask(target.url, 3)).toMatchObject({ ok: false, status });
      expect(target.requests).toHaveLength(1);
      await target.close();
    }
  });

  it('when a 429 says Retry-After 1, then the next try waits for it', async () => {
    const target = await answering({ status: 429, headers: { 'retry-after': '1' } });
    const started = Date.now();
    expect(await ask(target.url, 2)).toEqual({ ok: true, data: { value: 7 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(target.requests).toHaveLength(2);
  });

  it('when a 429 says Retry-After longer than a caller is held (a spent daily budget), then it comes back at once, not asked again', async () => {
    const target = await answering({ status: 429, headers: { 'retry-after': '3600' } });
    const started = Date.now();
    expect(await ask(target.url, 2)).toMatchObject({ ok: false, status: 429 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(target.requests).toHaveLength(1);
  });

  it('when the target keeps failing, then the last failure comes back as data after every try', async () => {
    const target = await answering({ status: 502 }, { status: 502 });
    expect(await ask(target.url, 2)).toMatchObject({ ok: false, status: 502, reason: '/api/thing answered 502 (after 2 tries)' });
    expect(target.requests).toHaveLength(2);
  });

  it('when nothing listens, then the failure is "unreachable" with no status, not an exception', async () => {
    const target = await answering();
    const url = target.url;
    await target.close();
    standIn = undefined;
    expect(await ask(url, 2)).toMatchObject({ ok: false, status: null, reason: expect.stringMatching(/unreachable/) as unknown });
  });

  it('when the answer is outside the contract, then it is a failure naming the contract, not retried', async () => {
    standIn = await serve((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ value: 'seven' }));
    });
    expect(await ask(standIn.url, 3)).toMatchObject({
      ok: false,
      status: 200,
      reason: expect.stringMatching(/outside its contract/) as unknown,
    });
    expect(standIn.requests).toHaveLength(1);
  });
});
