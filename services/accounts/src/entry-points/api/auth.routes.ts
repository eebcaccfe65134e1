import { Router, type Request, type RequestHandler, type Response } from 'express';
import { confirmPasswordReset, messages, refreshSession, requestPasswordReset, signIn, signOut, signUp } from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import type { AuthService, ClientInfo, IssuedSession } from '../../domain/auth.ts';

const client = (req: Request): ClientInfo => ({ ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') });

/** The refresh token's only home: never readable by scripts, never sent cross-site, only to the auth routes. */
export const REFRESH_COOKIE = 'cs_refresh';
const REFRESH_COOKIE_PATH = '/api/auth';
export const cookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH } as const;

function refreshCookieOf(req: Request): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === REFRESH_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function answer(res: Response, status: number, issued: IssuedSession): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .cookie(REFRESH_COOKIE, issued.refreshToken, { ...cookieOptions, expires: issued.refreshExpiresAt })
    .json(issued.session);
}

/**
 * The cookie-authenticated routes take JSON only. Besides SameSite=Strict, that keeps a
 * cross-site form (which can only send form encodings or text/plain) from ever reaching them.
 */
const jsonOnly: RequestHandler = (req, _res, next) => {
  next(req.is('application/json') ? undefined : new AppError(415, 'Send this request as application/json', { code: 'json_required' }));
};

/** Local sign-in (AUTH_MODE=local): thin routes, each one contract parse and one use case. */
export function authRoutes(auth: AuthService): Router {
  const router = Router();
  router.post(signUp.path, async (req, res) => {
    answer(res, 201, await auth.signUp(signUp.request.parse(req.body), client(req)));
  });
  router.post(signIn.path, async (req, res) => {
    answer(res, 200, await auth.signIn(signIn.request.parse(req.body), client(req)));
  });
  router.post(refreshSession.path, jsonOnly, async (req, res) => {
    refreshSession.request.parse(req.body ?? {});
    try {
      answer(res, 200, await auth.refresh(refreshCookieOf(req)));
    } catch (err) {
      // A refused token is forgotten by the browser too.
      if (err instanceof AppError && err.status === 401) res.clearCookie(REFRESH_COOKIE, cookieOptions);
      throw err;
    }
  });
  router.post(signOut.path, jsonOnly, async (req, res) => {
    signOut.request.parse(req.body ?? {});
    await auth.signOut({ refreshToken: refreshCookieOf(req), accessSessionId: req.identity?.sessionId });
    res.clearCookie(REFRESH_COOKIE, cookieOptions).json({ success: true });
  });
  router.get('/api/auth/session', requireUser, async (req, res) => {
    res.json(await auth.session(currentUser(req)));
  });
  router.post(requestPasswordReset.path, async (req, res) => {
    await auth.requestPasswordReset(requestPasswordReset.request.parse(req.body).email, client(req));
    res.json({ success: true, message: messages.passwordResetRequested });
  });
  router.post(confirmPasswordReset.path, async (req, res) => {
    const body = confirmPasswordReset.request.parse(req.body);
    await auth.confirmPasswordReset(body.token, body.password);
    res.json({ success: true });
  });
  return router;
}
