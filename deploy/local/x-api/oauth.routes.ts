import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authorizePage, errorPage } from './authorize-page.ts';
import { readFields, redirect, sendHtml, sendJson } from './http.ts';
import { randomToken, type XClientApp, type XStore } from './store.ts';

export const knownScopes = new Set([
  'tweet.read',
  'tweet.write',
  'tweet.moderate.write',
  'users.read',
  'follows.read',
  'follows.write',
  'offline.access',
  'like.read',
  'like.write',
  'list.read',
  'list.write',
  'bookmark.read',
  'bookmark.write',
  'media.write',
]);

export interface OAuthOptions {
  store: XStore;
  now: () => number;
  accessTokenTtlSeconds: number;
  codeTtlSeconds: number;
  defaultUsername: string;
}

type AuthorizeRequest = {
  client: XClientApp;
  redirectUri: string;
  state: string;
  scopes: string[];
  challenge: string;
  method: 'S256' | 'plain';
};

/** Checks an authorize query as X does; anything wrong is an error page, never a redirect to an unchecked URL. */
function parseAuthorize(store: XStore, q: URLSearchParams): AuthorizeRequest | string {
  const client = store.clients.get(q.get('client_id') ?? '');
  if (!client) return 'Unknown client_id.';
  const redirectUri = q.get('redirect_uri') ?? '';
  if (!redirectAllowed(client, redirectUri)) return 'redirect_uri is not a callback URL registered for this app.';
  if (q.get('response_type') !== 'code') return 'response_type must be code.';
  const state = q.get('state') ?? '';
  if (!state || state.length > 500) return 'state is required (at most 500 characters).';
  const scopes = (q.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
  if (scopes.length === 0 || scopes.some((s) => !knownScopes.has(s))) return 'scope must list known scopes.';
  const challenge = q.get('code_challenge') ?? '';
  const rawMethod = (q.get('code_challenge_method') ?? '').toLowerCase();
  if (!challenge || (rawMethod !== 's256' && rawMethod !== 'plain'))
    return 'code_challenge and code_challenge_method (S256 or plain) are required.';
  return { client, redirectUri, state, scopes, challenge, method: rawMethod === 's256' ? 'S256' : 'plain' };
}

function redirectAllowed(client: XClientApp, uri: string): boolean {
  if (client.redirectUris && client.redirectUris.length > 0) return client.redirectUris.includes(uri);
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function showAuthorize(opts: OAuthOptions, url: URL, res: ServerResponse): void {
  const parsed = parseAuthorize(opts.store, url.searchParams);
  if (typeof parsed === 'string') return sendHtml(res, 400, errorPage(parsed));
  const name = parsed.client.name ?? parsed.client.clientId;
  sendHtml(res, 200, authorizePage(name, parsed.scopes, url.searchParams, opts.defaultUsername));
}

/** The Approve / Cancel form: back to the app with a code, or with error=access_denied. */
export async function decideAuthorize(opts: OAuthOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const fields = await readFields(req);
  const { decision, username, ...query } = fields;
  const parsed = parseAuthorize(opts.store, new URLSearchParams(query));
  if (typeof parsed === 'string') return sendHtml(res, 400, errorPage(parsed));
  const back = new URL(parsed.redirectUri);
  back.searchParams.set('state', parsed.state);
  if (decision !== 'approve') {
    back.searchParams.set('error', 'access_denied');
    return redirect(res, back.toString());
  }
  if (!username || !/^[A-Za-z0-9_]{1,15}$/.test(username))
    return sendHtml(res, 400, errorPage('Enter a username: letters, digits and _, at most 15.'));
  const user = opts.store.userByName(username);
  const code = randomToken(24);
  opts.store.codes.set(code, {
    clientId: parsed.client.clientId,
    redirectUri: parsed.redirectUri,
    codeChallenge: parsed.challenge,
    challengeMethod: parsed.method,
    scopes: parsed.scopes,
    userId: user.id,
    expiresAt: opts.now() + opts.codeTtlSeconds * 1000,
    used: false,
  });
  back.searchParams.set('code', code);
  redirect(res, back.toString());
}

function oauthError(res: ServerResponse, status: number, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description });
}

/** HTTP Basic for confidential clients (as X requires); a public client names itself with client_id. */
function authenticateClient(store: XStore, req: IncomingMessage, fields: Record<string, string>): XClientApp | undefined {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const split = decoded.indexOf(':');
    if (split < 0) return undefined;
    const [id, secret] = [formDecode(decoded.slice(0, split)), formDecode(decoded.slice(split + 1))];
    const client = store.clients.get(id);
    if (!client?.clientSecret || !sameText(client.clientSecret, secret)) return undefined;
    return client;
  }
  const client = store.clients.get(fields.client_id ?? '');
  return client && !client.clientSecret ? client : undefined;
}

/** RFC 6749 §2.3.1: id and secret are form-encoded before Basic; a malformed escape matches nothing. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

function verifierMatches(verifier: string, challenge: string, method: 'S256' | 'plain'): boolean {
  const computed = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return sameText(computed, challenge);
}

function issueTokens(opts: OAuthOptions, authorizationId: string, scopes: string[]) {
  const access = randomToken();
  opts.store.tokens.set(access, { kind: 'access', authorizationId, expiresAt: opts.now() + opts.accessTokenTtlSeconds * 1000 });
  const body: Record<string, string | number> = {
    token_type: 'bearer',
    expires_in: opts.accessTokenTtlSeconds,
    access_token: access,
    scope: scopes.join(' '),
  };
  if (scopes.includes('offline.access')) {
    const refresh = randomToken();
    opts.store.tokens.set(refresh, { kind: 'refresh', authorizationId });
    body.refresh_token = refresh;
  }
  return body;
}

function exchangeCode(opts: OAuthOptions, client: XClientApp, fields: Record<string, string>, res: ServerResponse): void {
  const pending = opts.store.codes.get(fields.code ?? '');
  const valid =
    pending &&
    !pending.used &&
    pending.expiresAt > opts.now() &&
    pending.clientId === client.clientId &&
    pending.redirectUri === fields.redirect_uri &&
    verifierMatches(fields.code_verifier ?? '', pending.codeChallenge, pending.challengeMethod);
  if (pending) pending.used = true;
  if (!pending || !valid) return oauthError(res, 400, 'invalid_request', 'Value passed for the authorization code was invalid.');
  const authorizationId = randomToken(12);
  opts.store.authorizations.set(authorizationId, {
    id: authorizationId,
    userId: pending.userId,
    clientId: client.clientId,
    scopes: pending.scopes,
    revoked: false,
  });
  sendJson(res, 200, issueTokens(opts, authorizationId, pending.scopes));
}

function refresh(opts: OAuthOptions, client: XClientApp, fields: Record<string, string>, res: ServerResponse): void {
  const token = opts.store.tokens.get(fields.refresh_token ?? '');
  const authorization = token && opts.store.authorizations.get(token.authorizationId);
  if (
    !token ||
    token.kind !== 'refresh' ||
    token.used ||
    !authorization ||
    authorization.revoked ||
    authorization.clientId !== client.clientId
  ) {
    return oauthError(res, 400, 'invalid_request', 'Value passed for the token was invalid.');
  }
  // X rotates refresh tokens: the old one is spent.
  token.used = true;
  sendJson(res, 200, issueTokens(opts, authorization.id, authorization.scopes));
}

export async function tokenEndpoint(opts: OAuthOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const fields = await readFields(req);
  const client = authenticateClient(opts.store, req, fields);
  if (!client) return oauthError(res, 401, 'unauthorized_client', 'Missing valid authorization header');
  if (fields.grant_type === 'authorization_code') return exchangeCode(opts, client, fields, res);
  if (fields.grant_type === 'refresh_token') return refresh(opts, client, fields, res);
  oauthError(res, 400, 'invalid_request', 'Value passed for the grant type was invalid.');
}

/** Revoking either token ends the whole authorization (the user has to connect again). */
export async function revokeEndpoint(opts: OAuthOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const fields = await readFields(req);
  const client = authenticateClient(opts.store, req, fields);
  if (!client) return oauthError(res, 401, 'unauthorized_client', 'Missing valid authorization header');
  const token = opts.store.tokens.get(fields.token ?? '');
  const authorization = token && opts.store.authorizations.get(token.authorizationId);
  if (authorization && authorization.clientId === client.clientId) authorization.revoked = true;
  // RFC 7009: an unknown token is not an error.
  sendJson(res, 200, { revoked: true });
}
