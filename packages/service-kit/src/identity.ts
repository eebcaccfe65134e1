import { createHmac, timingSafeEqual } from 'node:crypto';
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

function canonical(ts: string, method: string, path: string, identity: Identity | null): string {
  return ['v1', ts, method.toUpperCase(), path, identity?.userId ?? '', identity?.email ?? '', identity?.sessionId ?? ''].join('\n');
}

function mac(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/**
 * The gateway vouches for the caller (or for an anonymous call) per request. The signature binds
 * method and path so a captured header set cannot be replayed against another route.
 */
export function signIdentity(
  key: string,
  request: { method: string; path: string },
  identity: Identity | null,
  now: number = Date.now(),
): Record<string, string> {
  const ts = String(now);
  const headers: Record<string, string> = {
    [identityHeaders.timestamp]: ts,
    [identityHeaders.signature]: mac(key, canonical(ts, request.method, request.path, identity)),
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

export function verifyIdentity(
  headers: Record<string, string | string[] | undefined>,
  request: { method: string; path: string },
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
  if (!Number.isFinite(age) || age > (options.maxSkewMs ?? 30_000)) {
    throw AppError.unauthorized('Gateway signature expired', 'gateway_signature_stale');
  }
  const userId = one(identityHeaders.userId);
  const identity: Identity | null = userId
    ? { userId, email: decodeURIComponent(one(identityHeaders.email) ?? ''), sessionId: one(identityHeaders.sessionId) ?? '' }
    : null;
  const expected = Buffer.from(mac(options.key, canonical(ts, request.method, request.path, identity)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw AppError.unauthorized('Invalid gateway signature', 'gateway_signature_invalid');
  }
  return identity;
}

/** Services mount this on /api: nothing reaches a route unless the gateway signed it. */
export function gatewayOnly(options: VerifyOptions): RequestHandler {
  return (req, _res, next) => {
    req.identity = verifyIdentity(req.headers, { method: req.method, path: req.originalUrl.split('?')[0] ?? '/' }, options);
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
