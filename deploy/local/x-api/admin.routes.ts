import type { ServerResponse } from 'node:http';
import { sendJson } from './http.ts';
import { isXRoute, type Limits } from './limits.ts';
import type { XStore } from './store.ts';

/** What a test sees of a posted tweet: who, what, which parent, in posting order. */
export interface TweetRecord {
  id: string;
  text: string;
  authorId: string;
  username: string;
  inReplyToTweetId: string | null;
  conversationId: string;
  createdAt: string;
  deleted: boolean;
}

export function tweetRecords(store: XStore, username?: string): TweetRecord[] {
  return store.tweets
    .map((t) => ({
      id: t.id,
      text: t.text,
      authorId: t.authorId,
      username: store.users.get(t.authorId)?.username ?? '',
      inReplyToTweetId: t.inReplyToTweetId ?? null,
      conversationId: t.conversationId,
      createdAt: new Date(t.createdAt).toISOString(),
      deleted: t.deleted,
    }))
    .filter((t) => username === undefined || t.username.toLowerCase() === username.toLowerCase());
}

export interface AdminDeps {
  store: XStore;
  limits: Limits;
}

type Body = Record<string, unknown>;

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Test knobs over HTTP, for processes that did not start the stand-in themselves (npm start, e2e). */
export function admin(deps: AdminDeps, method: string, path: string, url: URL, body: Body, res: ServerResponse): boolean {
  if (method === 'GET' && path === '/__admin/tweets') {
    sendJson(res, 200, { tweets: tweetRecords(deps.store, url.searchParams.get('username') ?? undefined) });
    return true;
  }
  if (method === 'POST' && (path === '/__admin/fail' || path === '/__admin/exhaust')) {
    if (!isXRoute(body.route)) {
      sendJson(res, 400, { error: 'route must be one of the X routes, e.g. "POST /2/tweets"' });
      return true;
    }
    if (path === '/__admin/exhaust') deps.limits.exhaust(body.route, num(body.resetInSeconds, 60));
    else deps.limits.failNext(body.route, Math.floor(num(body.count, 1)), Math.floor(num(body.status, 503)), num(body.resetInSeconds, 1));
    sendJson(res, 200, { ok: true });
    return true;
  }
  const revoke = method === 'POST' ? /^\/__admin\/users\/([A-Za-z0-9_]{1,15})\/revoke$/.exec(path) : null;
  if (revoke?.[1]) {
    sendJson(res, 200, { revoked: deps.store.revokeUser(revoke[1]) });
    return true;
  }
  if (method === 'POST' && path === '/__admin/reset') {
    deps.store.reset();
    deps.limits.clear();
    sendJson(res, 200, { ok: true });
    return true;
  }
  return false;
}
