import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { messages, redisKeys } from '@chainscribe/contracts';
import { AppError, type Identity, type Logger } from '@chainscribe/service-kit';
import { TokenRejected, type TokenVerifier, type VerifiedToken } from '../auth/verified-identity.ts';
import { requiresToken } from '../routes/auth-requirements.ts';

const SEEN_SESSION_TTL_SECONDS = 60 * 60 * 24 * 90;

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
  redis: Redis;
  redisKeyPrefix: string;
  logger: Logger;
  /** Called once per session id, the first time the gateway sees it. */
  onSessionStarted: (identity: Identity, req: Request) => Promise<void>;
}

/**
 * Every /api request: a present token must verify (whatever the route); a route that needs a
 * token (per the contracts) gets a 401 without one. The identity is then signed for the services.
 */
export function authenticate(options: AuthenticateOptions): RequestHandler {
  const keys = redisKeys(options.redisKeyPrefix);
  // Sessions this replica already saw announced: their later requests skip the SET NX round trip.
  const announced = new Set<string>();
  return async (req, _res, next) => {
    req.identity = null;
    const token = bearerToken(req);
    if (!token) {
      if (requiresToken(req.method, req.originalUrl.split('?')[0] ?? '/'))
        throw AppError.unauthorized(messages.userNotAuthenticated, 'missing_token');
      next();
      return;
    }
    const verified = await verifyBearer(options.verifier, token, req);
    const { sessionId } = verified.identity;
    if (sessionId && (await options.redis.exists(keys.revokedSession(sessionId))) === 1) {
      throw AppError.unauthorized('Your session has ended. Please sign in again.', 'session_revoked');
    }
    req.identity = verified.identity;
    req.verified = verified;
    if (sessionId && !announced.has(sessionId)) {
      const first = await options.redis.set(keys.seenSession(sessionId), '1', 'EX', SEEN_SESSION_TTL_SECONDS, 'NX');
      if (first === 'OK') {
        try {
          await options.onSessionStarted(verified.identity, req);
        } catch (err) {
          // Not this request's failure: forget the sighting so the next request announces it again.
          await options.redis.del(keys.seenSession(sessionId));
          req.log.warn({ err: (err as Error).message }, 'user.session_started not published yet');
          next();
          return;
        }
      }
      if (announced.size >= 50_000) announced.clear();
      announced.add(sessionId);
    }
    next();
  };
}
