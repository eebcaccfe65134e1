/// <reference types="node" />
// A real HTTP server standing in for the gateway in route-level tests: the app's API client talks
// to it over fetch exactly as it talks to the gateway, and every answer is checked against the
// shared contracts so the stand-in cannot drift from what the backend promises.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROBLEM_CONTENT_TYPE, problemSchema } from '@chainscribe/contracts';
import type { User } from '@chainscribe/contracts';
import { authSession, userRow } from './fixtures/accounts.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Either a JSON reply, or full control of the response (for event streams). */
export type Handler = (request: RecordedRequest, response: ServerResponse) => Reply | undefined | Promise<Reply | undefined>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  on(method: string, path: string, handler: Handler): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://test.local');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(recorded);
      open.add(res);
      res.on('close', () => open.delete(res));
      const handler = handlers.get(`${recorded.method} ${recorded.path}`);
      const reply = handler ? await handler(recorded, res) : problem(404, 'Not found');
      if (!reply || res.headersSent) return;
      const status = reply.status ?? 200;
      const contentType = status >= 400 ? PROBLEM_CONTENT_TYPE : 'application/json';
      res.writeHead(status, { 'content-type': contentType, ...reply.headers });
      res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A problem+json answer, validated like the backend's. */
export function problem(status: number, error: string, code?: string): Reply {
  return { status, body: problemSchema.parse({ type: 'about:blank', title: error, status, error, ...(code ? { code } : {}) }) };
}

/**
 * A returning signed-in user: this browser's session marker (the refresh token itself lives in an
 * httpOnly cookie the app never sees), a refresh the server accepts, the user row, and (unless
 * a test installs its own) no event stream, so the app falls back to its slow poll.
 */
export function signedInAs(server: TestServer, row: User = userRow()): User {
  window.localStorage.setItem('chainscribe.session', 'active');
  server.on('POST', '/api/auth/refresh', () => ({ body: authSession({ id: row.clerk_id, email: row.email }) }));
  server.on('GET', '/api/users/me', (request) =>
    request.headers.authorization?.startsWith('Bearer access-') ? { body: row } : problem(401, 'Auth session missing!', 'unauthenticated'),
  );
  return row;
}
