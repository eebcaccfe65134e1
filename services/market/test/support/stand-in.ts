import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface StandIn {
  url: string;
  requests: StandInRequest[];
  count(path: string, predicate?: (query: URLSearchParams) => boolean): number;
  close(): Promise<void>;
}

/** A local HTTP server standing in for a public API; it records every request it answers. */
export async function startStandIn(handle: (request: StandInRequest, res: ServerResponse) => void | Promise<void>): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const request = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    Promise.resolve(handle(request, res)).catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: (path, predicate = () => true) => requests.filter((r) => r.path === path && predicate(r.query)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL nothing listens on: connections are refused at once. */
export async function unreachableUrl(): Promise<string> {
  const standIn = await startStandIn((_req, res) => {
    res.end();
  });
  await standIn.close();
  return standIn.url;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
