// A local stand-in for X (api.x.com and x.com/i/oauth2/authorize) speaking X API v2's wire format:
// OAuth 2.0 PKCE, users/me, tweets (create, look up with public_metrics, delete), rate-limit headers,
// and knobs for tests (429, 5xx, revoked users). For local runs and tests only; nothing persists.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { admin, tweetRecords, type TweetRecord } from './admin.routes.ts';
import { BodyError, readJson, sendJson, sendProblem } from './http.ts';
import { Limits, type XRoute } from './limits.ts';
import { decideAuthorize, revokeEndpoint, showAuthorize, tokenEndpoint, type OAuthOptions } from './oauth.routes.ts';
import { XStore, type XClientApp } from './store.ts';
import { createTweet, deleteTweet, lookupTweets, usersMe, type ApiOptions } from './tweets.routes.ts';

export type { XClientApp } from './store.ts';
export type { TweetRecord } from './admin.routes.ts';
export { xRoutes, type XRoute } from './limits.ts';

/** The app `npm start` registers, matching the publisher's local defaults. */
export const localXClient: Required<Pick<XClientApp, 'clientId' | 'clientSecret' | 'name'>> = {
  clientId: 'chainscribe-local',
  clientSecret: 'chainscribe-local-secret',
  name: 'Chainscribe (local)',
};

export interface XStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  clients?: XClientApp[];
  /** Injected clock (ms since the epoch). */
  now?: () => number;
  accessTokenTtlSeconds?: number;
  codeTtlSeconds?: number;
  /** Multiplies tweet age for public_metrics (e.g. 60: a minute of waiting looks like an hour). */
  metricsSpeed?: number;
  /** Prefilled on the authorize page. */
  defaultUsername?: string;
}

export interface XStandIn {
  /** Base URL, e.g. http://127.0.0.1:4140 */
  url: string;
  /** X API v2 prefix as twitter-api-v2 names it: `${url}/2/` */
  apiBaseUrl: string;
  authorizeUrl: string;
  port: number;
  stop(): Promise<void>;
  tweets(username?: string): TweetRecord[];
  failNext(route: XRoute, count: number, status: number, resetInSeconds?: number): void;
  exhaust(route: XRoute, resetInSeconds: number): void;
  revokeUser(username: string): number;
  reset(): void;
}

type Deps = { oauth: OAuthOptions; api: ApiOptions; store: XStore; limits: Limits };

async function route(deps: Deps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x.local');
  const method = req.method ?? 'GET';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/i/oauth2/authorize') {
    if (method === 'GET') return showAuthorize(deps.oauth, url, res);
    if (method === 'POST') return decideAuthorize(deps.oauth, req, res);
  }
  if (method === 'POST' && path === '/2/oauth2/token') return tokenEndpoint(deps.oauth, req, res);
  if (method === 'POST' && path === '/2/oauth2/revoke') return revokeEndpoint(deps.oauth, req, res);
  if (method === 'GET' && path === '/2/users/me') return usersMe(deps.api, req, res);
  if (method === 'POST' && path === '/2/tweets') return createTweet(deps.api, req, res);
  if (method === 'GET' && path === '/2/tweets') return lookupTweets(deps.api, req, url, res);
  const tweetId = /^\/2\/tweets\/(\d{1,19})$/.exec(path)?.[1];
  if (method === 'DELETE' && tweetId) return deleteTweet(deps.api, req, tweetId, res);
  if (method === 'GET' && path === '/healthz') return sendJson(res, 200, { ok: true });
  if (path.startsWith('/__admin/')) {
    const body = method === 'POST' ? await readJson(req) : undefined;
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (admin(deps, method, path, url, record, res)) return;
  }
  sendProblem(res, 404, 'Not Found Error', `No route for ${method} ${url.pathname}`);
}

export async function startXStandIn(options: XStandInOptions = {}): Promise<XStandIn> {
  const now = options.now ?? Date.now;
  const store = new XStore(now);
  for (const client of options.clients ?? [localXClient]) store.clients.set(client.clientId, client);
  const limits = new Limits(now);
  const oauth: OAuthOptions = {
    store,
    now,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 7200,
    codeTtlSeconds: options.codeTtlSeconds ?? 30,
    defaultUsername: options.defaultUsername ?? 'chainscribe_demo',
  };
  const deps: Deps = { oauth, api: { store, limits, now, metricsSpeed: options.metricsSpeed ?? 1 }, store, limits };
  const server = createServer((req, res) => {
    route(deps, req, res).catch((err: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (err instanceof BodyError || err instanceof SyntaxError) return sendProblem(res, 400, 'Invalid Request', err.message);
      sendProblem(res, 500, 'Internal Server Error', 'The X stand-in failed on this request.');
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  return {
    url,
    apiBaseUrl: `${url}/2/`,
    authorizeUrl: `${url}/i/oauth2/authorize`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    tweets: (username) => tweetRecords(store, username),
    failNext: (r, count, status, resetInSeconds) => limits.failNext(r, count, status, resetInSeconds),
    exhaust: (r, seconds) => limits.exhaust(r, seconds),
    revokeUser: (username) => store.revokeUser(username),
    reset: () => {
      store.reset();
      limits.clear();
    },
  };
}
