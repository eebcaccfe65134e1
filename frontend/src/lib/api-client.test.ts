import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, newTraceparent } from './api-client.ts';

const traceparent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('trace context from the SPA', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when a traceparent is made, then it is W3C version 00, sampled, with non-zero ids that differ each time', () => {
    const first = traceparent.exec(newTraceparent());
    const second = traceparent.exec(newTraceparent());
    expect(first?.[1]).not.toMatch(/^0+$/);
    expect(first?.[2]).not.toMatch(/^0+$/);
    expect(first?.[1]).not.toBe(second?.[1]);
  });

  it('when the SPA calls the API, then each call carries its own traceparent for the gateway to continue', async () => {
    const sent: Headers[] = [];
    // The browser's fetch is the boundary here: what leaves the page is what the gateway receives.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    const api = createApiClient('http://localhost:8080');
    await api.open('/api/tweet/limit');
    await api.open('/api/tweet/limit');
    const ids = sent.map((h) => traceparent.exec(h.get('traceparent') ?? '')?.[1]);
    expect(ids).toHaveLength(2);
    expect(ids.every(Boolean)).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
