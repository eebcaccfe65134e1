import type { IncomingMessage, ServerResponse } from 'node:http';
import twitter from 'twitter-text';
import { readJson, sendJson, sendProblem } from './http.ts';
import type { Limits, XRoute } from './limits.ts';
import { publicMetrics } from './metrics.ts';
import type { Authorization, PostedTweet, XStore, XUser } from './store.ts';

export interface ApiOptions {
  store: XStore;
  limits: Limits;
  now: () => number;
  metricsSpeed: number;
}

interface Caller {
  user: XUser;
  authorization: Authorization;
  headers: Record<string, string>;
}

const invalidRequestType = 'https://api.twitter.com/2/problems/invalid-request';

/** The bearer's user, or an answer already sent: 401 for a bad token, 429/5xx per the limits and knobs. */
export function authenticate(
  opts: ApiOptions,
  route: XRoute,
  req: IncomingMessage,
  res: ServerResponse,
  scopes: string[],
): Caller | undefined {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? opts.store.tokens.get(header.slice(7)) : undefined;
  const authorization = token && opts.store.authorizations.get(token.authorizationId);
  const user = authorization && opts.store.users.get(authorization.userId);
  if (!token || token.kind !== 'access' || (token.expiresAt ?? 0) <= opts.now() || !authorization || authorization.revoked || !user) {
    sendProblem(res, 401, 'Unauthorized', 'Unauthorized');
    return undefined;
  }
  if (scopes.some((s) => !authorization.scopes.includes(s))) {
    sendProblem(res, 403, 'Forbidden', `This endpoint requires the scopes ${scopes.join(', ')}.`);
    return undefined;
  }
  const verdict = opts.limits.check(route, user.id);
  if (verdict.kind === 'limited') {
    sendProblem(res, 429, 'Too Many Requests', 'Too Many Requests', { ...verdict.headers });
    return undefined;
  }
  if (verdict.kind === 'failure') {
    sendProblem(res, verdict.status, verdict.status >= 500 ? 'Service Unavailable' : 'Error', 'Injected failure', { ...verdict.headers });
    return undefined;
  }
  return { user, authorization, headers: { ...verdict.headers } };
}

export function usersMe(opts: ApiOptions, req: IncomingMessage, res: ServerResponse): void {
  const caller = authenticate(opts, 'GET /2/users/me', req, res, ['users.read']);
  if (!caller) return;
  const { id, name, username } = caller.user;
  sendJson(res, 200, { data: { id, name, username } }, caller.headers);
}

function invalid(res: ServerResponse, headers: Record<string, string>, message: string): void {
  const body = {
    errors: [{ message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: invalidRequestType,
  };
  sendJson(res, 400, body, headers);
}

type TweetBody = { text: string; reply?: { in_reply_to_tweet_id?: unknown } };

function isTweetBody(body: unknown): body is TweetBody {
  return typeof body === 'object' && body !== null && typeof (body as { text?: unknown }).text === 'string';
}

export async function createTweet(opts: ApiOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const caller = authenticate(opts, 'POST /2/tweets', req, res, ['tweet.read', 'tweet.write', 'users.read']);
  if (!caller) return;
  const body = await readJson(req);
  if (!isTweetBody(body) || body.text.trim() === '') return invalid(res, caller.headers, '$.text: text is required');
  const parentId = body.reply?.in_reply_to_tweet_id;
  if (body.reply !== undefined && typeof parentId !== 'string')
    return invalid(res, caller.headers, '$.reply.in_reply_to_tweet_id: must be a string');
  if (!twitter.parseTweet(body.text).valid) {
    return sendProblem(
      res,
      403,
      'Forbidden',
      'Your Tweet text is too long. For more information on how X determines text length see https://github.com/twitter/twitter-text.',
      caller.headers,
    );
  }
  const parent = typeof parentId === 'string' ? opts.store.tweet(parentId) : undefined;
  if (typeof parentId === 'string' && !parent) {
    return sendProblem(res, 403, 'Forbidden', 'You attempted to reply to a Tweet that is deleted or not visible to you.', caller.headers);
  }
  const duplicate = opts.store.tweets.some((t) => !t.deleted && t.authorId === caller.user.id && t.text === body.text);
  if (duplicate) return sendProblem(res, 403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.', caller.headers);
  const id = opts.store.nextId();
  const tweet: PostedTweet = {
    id,
    text: body.text,
    authorId: caller.user.id,
    inReplyToTweetId: parent?.id,
    conversationId: parent?.conversationId ?? id,
    createdAt: opts.now(),
    deleted: false,
  };
  opts.store.tweets.push(tweet);
  sendJson(res, 201, { data: { id, text: tweet.text, edit_history_tweet_ids: [id] } }, caller.headers);
}

/** How many replies deep a tweet sits in its chain (0 for the first tweet). */
function depthOf(store: XStore, tweet: PostedTweet): number {
  let depth = 0;
  for (let at = tweet; at.inReplyToTweetId; depth++) {
    const parent = store.tweets.find((t) => t.id === at.inReplyToTweetId);
    if (!parent) break;
    at = parent;
  }
  return depth;
}

function tweetFields(opts: ApiOptions, tweet: PostedTweet, fields: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] };
  if (fields.has('public_metrics')) out.public_metrics = publicMetrics(tweet, depthOf(opts.store, tweet), opts.now(), opts.metricsSpeed);
  if (fields.has('created_at')) out.created_at = new Date(tweet.createdAt).toISOString();
  if (fields.has('author_id')) out.author_id = tweet.authorId;
  if (fields.has('conversation_id')) out.conversation_id = tweet.conversationId;
  if (fields.has('in_reply_to_user_id') && tweet.inReplyToTweetId)
    out.in_reply_to_user_id = opts.store.tweet(tweet.inReplyToTweetId)?.authorId;
  if (fields.has('referenced_tweets') && tweet.inReplyToTweetId)
    out.referenced_tweets = [{ type: 'replied_to', id: tweet.inReplyToTweetId }];
  return out;
}

/** GET /2/tweets?ids=…: found tweets in `data`, missing ones as `errors` (X's partial answer). */
export function lookupTweets(opts: ApiOptions, req: IncomingMessage, url: URL, res: ServerResponse): void {
  const caller = authenticate(opts, 'GET /2/tweets', req, res, ['tweet.read', 'users.read']);
  if (!caller) return;
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > 100 || ids.some((id) => !/^\d{1,19}$/.test(id))) {
    return invalid(res, caller.headers, 'The `ids` query parameter value must be 1 to 100 comma-separated tweet ids.');
  }
  const fields = new Set((url.searchParams.get('tweet.fields') ?? '').split(',').filter(Boolean));
  const data = [];
  const errors = [];
  for (const id of ids) {
    const tweet = opts.store.tweet(id);
    if (tweet) data.push(tweetFields(opts, tweet, fields));
    else errors.push(notFound(id));
  }
  const body: Record<string, unknown> = {};
  if (data.length > 0) body.data = data;
  if (errors.length > 0) body.errors = errors;
  sendJson(res, 200, body, caller.headers);
}

function notFound(id: string) {
  return {
    value: id,
    detail: `Could not find tweet with ids: [${id}].`,
    title: 'Not Found Error',
    resource_type: 'tweet',
    parameter: 'ids',
    resource_id: id,
    type: 'https://api.twitter.com/2/problems/resource-not-found',
  };
}

export function deleteTweet(opts: ApiOptions, req: IncomingMessage, id: string, res: ServerResponse): void {
  const caller = authenticate(opts, 'DELETE /2/tweets/:id', req, res, ['tweet.read', 'tweet.write', 'users.read']);
  if (!caller) return;
  const tweet = opts.store.tweet(id);
  if (tweet && tweet.authorId !== caller.user.id)
    return sendProblem(res, 403, 'Forbidden', 'You are not allowed to delete this Tweet.', caller.headers);
  if (tweet) tweet.deleted = true;
  sendJson(res, 200, { data: { deleted: tweet !== undefined } }, caller.headers);
}
