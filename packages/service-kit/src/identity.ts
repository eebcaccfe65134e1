import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from './errors.ts';

export interface Identity {
  userId: string;
  email: string;
  sessionId: string;
}

export const identityHeaders = {
  userId: 'x-cs-user-id',
  email: 'x-cs-user-email',
  sessionId: 'x-cs-session-id',
  timestamp: 'x-cs-identity-ts',
  signature: 'x-cs-identity-sig',
} as const;

/** Every identity header, so the gateway can strip whatever a client sent before signing its own. */
export const allIdentityHeaders: readonly string[] = Object.values(identityHeaders);

/**
 * What a signature covers: the method, the request target exactly as it goes on the wire (path
 * and query string, percent-encoding untouched) and the body bytes (none for a GET).
 */
export interface SignedRequest {
  method: string;
  /** Path plus `?query` as sent, e.g. `/api/token/data?symbol=SOL`. */
  target: string;
  body?: Uint8Array | string | undefined;
}

export const bodyDigest = (body: Uint8Array | string | undefined): string =>
  createHash('sha256')
    .update(body ?? '')
    .digest('base64url');

// v2: JSON keeps the fields unambiguous whatever they contain (an email with a newline cannot
// shift the user id into another field).
function canonical(ts: string, request: SignedRequest, identity: Identity | null): string {
  return JSON.stringify([
    'v2',
    ts,
    request.method.toUpperCase(),
    request.target,
    bodyDigest(request.body),
    identity?.userId ?? '',
    identity?.email ?? '',
    identity?.sessionId ?? '',
  ]);
}

function mac(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/**
 * The gateway vouches for the caller (or for an anonymous call) per request. The signature binds
 * method, path, query and body, so a captured header set cannot be replayed against another route,
 * with other parameters or with another body.
 */
export function signIdentity(
  key: string,
  request: SignedRequest,
  identity: Identity | null,
  now: number = Date.now(),
): Record<string, string> {
  const ts = String(now);
  const headers: Record<string, string> = {
    [identityHeaders.timestamp]: ts,
    [identityHeaders.signature]: mac(key, canonical(ts, request, identity)),
  };
  if (identity) {
    headers[identityHeaders.userId] = identity.userId;
    headers[identityHeaders.email] = encodeURIComponent(identity.email);
    headers[identityHeaders.sessionId] = identity.sessionId;
  }
  return headers;
}

export interface VerifyOptions {
  key: string;
  /** How old a signature may be; small, because the gateway signs right before forwarding. */
  maxSkewMs?: number;
  now?: () => number;
}

function decodeEmail(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw AppError.unauthorized('Invalid gateway signature', 'gateway_signature_invalid');
  }
}

export function verifyIdentity(
  headers: Record<string, string | string[] | undefined>,
  request: SignedRequest,
  options: VerifyOptions,
): Identity | null {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? undefined : value;
  };
  const ts = one(identityHeaders.timestamp);
  const sig = one(identityHeaders.signature);
  if (!ts || !sig) throw AppError.unauthorized('Requests must come through the gateway', 'gateway_signature_missing');
  const age = Math.abs((options.now ?? Date.now)() - Number(ts));
  if (!/^\d{1,16}$/.test(ts) || !Number.isFinite(age) || age > (options.maxSkewMs ?? 30_000)) {
    throw AppError.unauthorized('Gateway signature expired', 'gateway_signature_stale');
  }
  const userId = one(identityHeaders.userId);
  const identity: Identity | null = userId
    ? { userId, email: decodeEmail(one(identityHeaders.email) ?? ''), sessionId: one(identityHeaders.sessionId) ?? '' }
    : null;
  const expected = Buffer.from(mac(options.key, canonical(ts, request, identity)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw AppError.unauthorized('Invalid gateway signature', 'gateway_signature_invalid');
  }
  return identity;
}

/**
 * Services mount this on /api after the body parsers of `createHttpApp` (which keep the raw bytes
 * in `req.rawBody`): nothing reaches a route unless the gateway, or a service, signed exactly this
 * request.
 */
export function gatewayOnly(options: VerifyOptions): RequestHandler {
  return (req, _res, next) => {
    req.identity = verifyIdentity(req.headers, { method: req.method, target: req.originalUrl, body: req.rawBody }, options);
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.identity ? undefined : AppError.unauthorized());
};

export function currentUser(req: { identity: Identity | null }): Identity {
  if (!req.identity) throw AppError.unauthorized();
  return req.identity;
}
