import type { Request, RequestHandler } from 'express';
import { messages } from '@chainscribe/contracts';
import { AppError, type Identity, type Logger } from '@chainscribe/service-kit';
import type { TokenCache } from '../auth/token-cache.ts';
import { TokenRejected, type TokenVerifier, type VerifiedToken } from '../auth/verified-identity.ts';
import { requiresToken } from '../routes/auth-requirements.ts';
import type { RequestGate } from './rate-limit.ts';

export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  if (!match?.[1]) throw AppError.unauthorized('Invalid authorization header: expected "Bearer <token>"', 'malformed_header');
  return match[1];
}

/** Verifies, and maps every failure to a 401 the user can act on, or a 503 when we cannot check. */
export async function verifyBearer(verifier: TokenVerifier, token: string, req: Request): Promise<VerifiedToken> {
  try {
    return await verifier.verify(token, req);
  } catch (err) {
    if (err instanceof TokenRejected) throw AppError.unauthorized(err.message, 'invalid_token');
    throw AppError.unavailable('Sign-in cannot be checked right now. Please try again in a moment.', err);
  }
}

export interface AuthenticateOptions {
  verifier: TokenVerifier;
  /** Verified tokens until they expire: the signature is checked once per token, not per request. */
  tokens: TokenCache;
  /** Rate limits and session checks, one Redis round trip per request. */
  gate: RequestGate;
  logger: Logger;
  /** Called once per session id, the first time the gateway sees it. */
  onSessionStarted: (identity: Identity, req: Request) => Promise<void>;
}

/** The token's verdict, or the error it earns; the error waits until the address is counted. */
async function verdictOf(options: AuthenticateOptions, req: Request): Promise<{ verified: VerifiedToken | null } | { error: unknown }> {
  try {
    const token = bearerToken(req);
    if (!token) return { verified: null };
    const cached = options.tokens.get(token);
    if (cached) return { verified: cached };
    const verified = await verifyBearer(options.verifier, token, req);
    options.tokens.set(token, verified);
    return { verified };
  } catch (error) {
    return { error };
  }
}

/**
 * Every /api request, in one Redis round trip: the per-address limit; then a present token must
 * verify (whatever the route) and its session must not be revoked; a route that needs a token
 * (per the contracts) gets a 401 without one; then the per-user limit. The identity is then
 * signed for the services. A session's first request is announced as user.session_started.
 */
export function authenticate(options: AuthenticateOptions): RequestHandler {
  // Sessions this replica already saw announced: their later requests skip the first-sighting mark.
  const announced = new Set<string>();
  return async (req, _res, next) => {
    req.identity = null;
    const verdict = await verdictOf(options, req);
    const verified = 'verified' in verdict ? verdict.verified : null;
    const sessionId = verified?.identity.sessionId ?? '';
    const { revoked, firstSighting } = await options.gate.check({
      ip: req.ip ?? 'unknown',
      user: verified ? { userId: verified.identity.userId, sessionId, announce: !announced.has(sessionId) } : undefined,
    });
    if ('error' in verdict) throw verdict.error;
    if (!verified) {
      if (requiresToken(req.method, req.originalUrl.split('?')[0] ?? '/'))
        throw AppError.unauthorized(messages.userNotAuthenticated, 'missing_token');
      next();
      return;
    }
    if (revoked) throw AppError.unauthorized('Your session has ended. Please sign in again.', 'session_revoked');
    req.identity = verified.identity;
    req.verified = verified;
    if (firstSighting) {
      try {
        await options.onSessionStarted(verified.identity, req);
      } catch (err) {
        // Not this request's failure: forget the sighting so the next request announces it again.
        await options.gate.forgetSighting(sessionId);
        req.log.warn({ err: (err as Error).message }, 'user.session_started not published yet');
        next();
        return;
      }
    }
    if (sessionId && !announced.has(sessionId)) {
      if (announced.size >= 50_000) announced.clear();
      announced.add(sessionId);
    }
    next();
  };
}
