import { Router } from 'express';
import { userSchema, type AuthDebugResponse } from '@chainscribe/contracts';
import { AppError, signIdentity } from '@chainscribe/service-kit';
import type { TokenVerifier } from '../auth/verified-identity.ts';
import { bearerToken, verifyBearer } from '../middleware/authenticate.ts';

/**
 * Call 19, for the /debug/token page: what the gateway made of the caller's token (and why not),
 * plus the caller's user row. Never mounted in production.
 */
export function authDebugRoutes(options: { verifier: TokenVerifier; accountsUrl: string; internalKey: string }): Router {
  const router = Router();
  router.get('/api/auth-debug', async (req, res) => {
    const answer: AuthDebugResponse = {
      authenticated: false,
      authMode: options.verifier.mode,
      userId: null,
      sessionId: null,
      issuer: null,
      expiresAt: null,
      reason: null,
      requestId: req.id,
      user: null,
    };
    try {
      const token = bearerToken(req);
      if (!token) throw AppError.unauthorized('No bearer token was sent');
      const verified = await verifyBearer(options.verifier, token, req);
      Object.assign(answer, {
        authenticated: true,
        userId: verified.identity.userId,
        sessionId: verified.identity.sessionId,
        issuer: verified.issuer,
        expiresAt: verified.expiresAt?.toISOString() ?? null,
      });
      const path = '/api/users/me';
      const me = await fetch(new URL(path, options.accountsUrl), {
        headers: signIdentity(options.internalKey, { method: 'GET', target: path }, verified.identity),
        signal: AbortSignal.timeout(3000),
      });
      if (me.ok) answer.user = userSchema.parse(await me.json());
    } catch (err) {
      answer.reason = err instanceof Error ? err.message : String(err);
    }
    res.json(answer);
  });
  return router;
}
