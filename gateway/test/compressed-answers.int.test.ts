import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, signUp } from '../../test/support/signed-up.ts';
import { startAuthStack } from '../../test/support/stack.ts';

/** A list of tokens the size of a real answer (about 20 KB of JSON). */
const bigAnswer = JSON.stringify({
  tokens: Array.from({ length: 200 }, (_, i) => ({ symbol: `TKN${i}`, name: `Token number ${i}`, price: i * 1.5, change24h: -i / 10 })),
});

/** The market service's stand-in: each path answers one kind of answer. */
function marketService(): Promise<{ server: Server; url: string }> {
  const json = (res: ServerResponse, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/api/tokens/big') json(res, bigAnswer);
    else if (path === '/api/tokens/small') json(res, '{"tokens":[]}');
    else if (path === '/api/tokens/cookie') json(res, bigAnswer, { 'set-cookie': 'seen=1; HttpOnly' });
    else if (path === '/api/tokens/image') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': 4096 });
      res.end(Buffer.alloc(4096, 7));
    } else if (path === '/api/tokens/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      res.write(`event: price\ndata: ${'x'.repeat(2000)}\n\n`);
      // Held open, as a live stream is: the first event must arrive without the stream ending.
      req.once('close', () => res.end());
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A call whose bytes come back as sent (fetch would decode them), with the first chunk only when `firstChunk`. */
function rawCall(url: string, token: string, acceptEncoding: string | undefined, firstChunk = false): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.18.9.9' };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (firstChunk) {
          done();
          req.destroy();
        }
      });
      res.on('end', done);
    });
    req.on('error', (err) => (firstChunk ? undefined : reject(err)));
    req.end();
  });
}

describe('answers compressed by the gateway', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let market: Awaited<ReturnType<typeof marketService>>;
  let token: string;

  beforeAll(async () => {
    market = await marketService();
    stack = await startAuthStack('compressed-answers', { gatewayEnv: { MARKET_URL: market.url } });
    token = (await signUp(callerOf(stack.url), 'compressed')).session.access_token;
  });
  afterAll(async () => {
    await stack?.stop();
    market?.server.close();
  });

  it('when a browser accepts brotli, then a large JSON answer comes brotli-encoded, varies by encoding, and decodes to what the service sent', async () => {
    const answer = await rawCall(`${stack.url}/api/tokens/big`, token, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(bigAnswer);
    // JSON of this kind shrinks to well under a fifth.
    expect(answer.body.length).toBeLessThan(bigAnswer.length / 5);
  });

  it('when a client accepts only gzip, then it gets gzip; when it names no encoding, the answer comes as the service sent it', async () => {
    const gzip = await rawCall(`${stack.url}/api/tokens/big`, token, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bigAnswer);

    const plain = await rawCall(`${stack.url}/api/tokens/big`, token, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(bigAnswer.length));
    expect(plain.body.toString()).toBe(bigAnswer);

    const refused = await rawCall(`${stack.url}/api/tokens/big`, token, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(bigAnswer);
  });

  it('when the answer is small, an image, sets a cookie or signs someone in, then it is passed on unencoded', async () => {
    const small = await rawCall(`${stack.url}/api/tokens/small`, token, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"tokens":[]}');

    const image = await rawCall(`${stack.url}/api/tokens/image`, token, 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);

    const cookie = await rawCall(`${stack.url}/api/tokens/cookie`, token, 'br');
    expect(cookie.headers['content-encoding']).toBeUndefined();
    expect(cookie.body.toString()).toBe(bigAnswer);

    const signIn = await fetch(`${stack.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br', 'x-forwarded-for': '198.18.9.10' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password 1' }),
    });
    expect(signIn.status).toBe(401);
    expect(signIn.headers.get('content-encoding')).toBeNull();
  });

  it('when the answer is an event stream, then its first event arrives at once, unencoded, while the stream stays open', async () => {
    const first = await rawCall(`${stack.url}/api/tokens/events`, token, 'br', true);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.toString()).toContain('event: price');
  });
});
