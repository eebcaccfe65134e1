import { Router } from 'express';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { LiveUpdates } from '../../domain/live-updates.ts';
import type { UsersService } from '../../domain/users.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events for the caller's own plan: the current row at once, then `plan_changed`
 * whenever it changes. The browser's slow poll is only a fallback for when this stream drops.
 */
export function userEventsRoutes(users: UsersService, live: LiveUpdates): Router {
  const router = Router();
  router.get('/api/users/me/events', requireUser, async (req, res) => {
    const identity = currentUser(req);
    const current = await users.me(identity);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    res.write('retry: 5000\n\n');
    send('user', current);
    const unsubscribe = live.subscribe(identity.userId, { send });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
  return router;
}
