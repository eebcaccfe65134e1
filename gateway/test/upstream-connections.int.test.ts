import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, signUp, type Caller } from '../../test/support/signed-up.ts';
import { startAuthStack } from '../../test/support/stack.ts';

interface Received {
  connection: number;
  method: string;
  answered: boolean;
}

/** Listens on a free local port; the service's URL. */
async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * A service over raw TCP that answers the first request on each connection (keep-alive) and, on
 * the next one, either closes the connection without an answer (what a service does when it
 * closes an idle connection just as the gateway sends a request on it) or never answers.
 */
async function secondRequestService(then: 'close' | 'hang'): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  let connections = 0;
  const server = createServer((socket: Socket) => {
    const connection = ++connections;
    let onThisConnection = 0;
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (let end = buffered.indexOf('\r\n\r\n'); end !== -1; end = buffered.indexOf('\r\n\r\n')) {
        const head = buffered.slice(0, end);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        buffered = buffered.slice(end + 4 + length);
        const answered = ++onThisConnection === 1;
        received.push({ connection, method: head.split(' ')[0] ?? '', answered });
        if (!answered) {
          if (then === 'close') socket.destroy();
          return;
        }
        const body = '{"tokens":[]}';
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
        );
      }
    });
    socket.on('error', () => undefined);
  });
  return { server, received, url: await listening(server) };
}

/** A service that starts every answer (headers and a tenth of its declared body) and then dies. */
async function cutAnswerService(): Promise<{ server: Server; url: string }> {
  const server = createServer((socket: Socket) => {
    socket.once('data', () => {
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"rows":[1,');
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on('error', () => undefined);
  });
  return { server, url: await listening(server) };
}

describe('the gateway and a service closing an idle connection', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let market: Awaited<ReturnType<typeof secondRequestService>>;
  let research: Awaited<ReturnType<typeof secondRequestService>>;
  let analytics: Awaited<ReturnType<typeof cutAnswerService>>;
  /** Calls through the gateway as a newly signed-up user. */
  const signedIn = async (prefix: string): Promise<Caller> => {
    const caller = callerOf(stack.url);
    const { session } = await signUp(caller, prefix);
    return (path, init = {}) => caller(path, { ...init, token: session.access_token });
  };

  beforeAll(async () => {
    [market, research, analytics] = await Promise.all([secondRequestService('close'), secondRequestService('hang'), cutAnswerService()]);
    stack = await startAuthStack('upstream-connections', {
      gatewayEnv: { MARKET_URL: market.url, RESEARCH_URL: research.url, ANALYTICS_URL: analytics.url, UPSTREAM_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    market?.server.close();
    research?.server.close();
    analytics?.server.close();
  });

  it('when a GET goes out on a connection the service has closed, then it is sent again on a new one and the user gets the answer; a POST is not sent twice and gets 503', async () => {
    const caller = await signedIn('idle-close');
    expect((await caller('/api/tokens/search?q=eth')).status).toBe(200);
    const again = await caller('/api/tokens/search?q=btc');
    expect(again.status, await again.clone().text()).toBe(200);
    // Every process keeps idle connections longer than its callers do (65 s, Node's default is 5 s).
    expect(again.headers.get('keep-alive')).toBe('timeout=65');
    expect(market.received).toEqual([
      { connection: 1, method: 'GET', answered: true },
      { connection: 1, method: 'GET', answered: false },
      { connection: 2, method: 'GET', answered: true },
    ]);

    // Sending a POST again could do its work twice: the user is told to try again instead.
    const post = await caller('/api/tokens/watch', { json: { symbol: 'ETH' } });
    expect(post.status).toBe(503);
    expect(await post.json()).toMatchObject({
      status: 503,
      error: 'The market service is unavailable right now. Please try again in a moment.',
    });
    expect(market.received.filter((r) => r.method === 'POST')).toEqual([{ connection: 2, method: 'POST', answered: false }]);
  });

  it('when a GET on a pooled connection gets no answer in time, then the user gets 504 and the request is not sent again', async () => {
    const caller = await signedIn('idle-hang');
    expect((await caller('/api/tweet/trending-data')).status).toBe(200);
    const late = await caller('/api/tweet/trending-data');
    expect(late.status).toBe(504);
    expect(await late.json()).toMatchObject({ status: 504, code: 'upstream_timeout' });
    // Past the time a second attempt would have taken to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(research.received).toEqual([
      { connection: 1, method: 'GET', answered: true },
      { connection: 1, method: 'GET', answered: false },
    ]);
  });

  it('when a service dies halfway through its answer, then the caller’s connection is cut at once instead of left waiting for the rest', async () => {
    const caller = await signedIn('cut-answer');
    const answer = await caller('/api/analytics/overview');
    expect(answer.status).toBe(200);
    // Well before the gateway's 1.5 s upstream deadline: it passes the failure on as soon as it hears of it.
    const outcome = await Promise.race([
      answer.text().then(
        () => 'completed',
        () => 'cut',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
    ]);
    expect(outcome).toBe('cut');
  });
});
