import { Router, type Request } from 'express';
import { confirmPasswordReset, messages, refreshSession, requestPasswordReset, signIn, signOut, signUp } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { AuthService, ClientInfo } from '../../domain/auth.ts';

const client = (req: Request): ClientInfo => ({ ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') });

/** Local sign-in (AUTH_MODE=local): thin routes, each one contract parse and one use case. */
export function authRoutes(auth: AuthService): Router {
  const router = Router();
  router.post(signUp.path, async (req, res) => {
    res.status(201).json(await auth.signUp(signUp.request.parse(req.body), client(req)));
  });
  router.post(signIn.path, async (req, res) => {
    res.json(await auth.signIn(signIn.request.parse(req.body), client(req)));
  });
  router.post(refreshSession.path, async (req, res) => {
    res.json(await auth.refresh(refreshSession.request.parse(req.body).refresh_token));
  });
  router.post(signOut.path, async (req, res) => {
    const body = signOut.request.parse(req.body ?? {});
    await auth.signOut(body.refresh_token, req.identity?.sessionId);
    res.json({ success: true });
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
