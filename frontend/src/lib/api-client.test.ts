import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTokenCategories } from '@chainscribe/contracts/routes';
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

  it('when a stream is opened at low priority, then the browser is asked for a low-priority request and other requests keep its default', async () => {
    const priorities: (RequestPriority | undefined)[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      priorities.push(init.priority);
      return Promise.resolve(new Response('', { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    });
    const api = createApiClient('http://localhost:8080');
    await api.open('/api/users/me/events', { priority: 'low' });
    await api.open('/api/tweet/limit');
    expect(priorities).toEqual(['low', undefined]);
  });
});

describe('an answer cut off on the way', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A 200 whose body arrives as `text` and then, with `breaks`, loses its connection. */
  const answering = (text: string, breaks: boolean) =>
    vi.stubGlobal('fetch', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          if (breaks) controller.error(new TypeError('terminated'));
          else controller.close();
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    });

  it('when the connection breaks halfway through an answer, then the call fails as unreachable, not as an unexpected answer', async () => {
    answering('{"success":true,"categ', true);
    const api = createApiClient('http://localhost:8080');
    await expect(api.call(getTokenCategories)).rejects.toMatchObject({
      message: 'Unable to reach the server. Check your connection and try again.',
      status: 0,
    });
  });

  it('when a whole answer is not JSON, then the call still fails as an unexpected answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering('{"success":true,"categ', false);
    const api = createApiClient('http://localhost:8080');
    await expect(api.call(getTokenCategories)).rejects.toMatchObject({
      message: 'Unexpected response from the server. Please reload the page.',
      status: 200,
    });
  });
});
