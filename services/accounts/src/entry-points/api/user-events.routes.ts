import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { AppError, currentUser, requireUser, type Logger } from '@chainscribe/service-kit';
import type { Revocations } from '../../data-access/revocations.ts';
import type { StreamSlots } from '../../data-access/stream-slots.ts';
import type { LiveUpdates } from '../../domain/live-updates.ts';
import { agrees, type UsersService } from '../../domain/users.ts';

const HEARTBEAT_MS = 25_000;
/** How often a stream asks whether its session was ended on another replica (here it closes at once). */
const REVOCATION_CHECK_MS = 5_000;

export interface UserEventsOptions {
  users: UsersService;
  live: LiveUpdates;
  slots: StreamSlots;
  revocations: Revocations;
  logger: Logger;
}

/**
 * Server-sent events for the caller's own plan: the current row at once, then `plan_changed`
 * whenever it changes. The browser's slow poll is only a fallback for when this stream drops.
 *
 * At most `slots.max` streams per user across replicas; one more is refused with 429 rather than
 * closing the oldest: the browser retries with back-off and polls meanwhile, whereas closing the
 * oldest would make two tabs over the cap knock each other off forever. A stream ends with its
 * session (sign-out, refresh-token reuse, password reset).
 */
export function userEventsRoutes(options: UserEventsOptions): Router {
  const router = Router();
  router.get('/api/users/me/events', requireUser, async (req, res) => {
    const identity = currentUser(req);
    const streamId = randomUUID();
    if (!(await options.slots.acquire(identity.userId, streamId))) {
      throw AppError.tooManyRequests(`Live updates are already open in ${options.slots.max} places. Close a tab and try again.`, 30);
    }
    // Listening starts before the row is read, so a change made while it is read still reaches
    // this stream: read first, a plan change in between was lost and the browser kept the old
    // plan (a payment's Premium showed as Free). Events wait until the row has been sent.
    const waiting: [string, unknown][] = [];
    let streaming = false;
    const write = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const send = (event: string, data: unknown) => (streaming ? write(event, data) : waiting.push([event, data]));
    const close = () => res.end();
    const unsubscribe = options.live.subscribe(identity.userId, { sessionId: identity.sessionId, send, close });
    // A change heard before this stream listened may not be in the row it reads (announced
    // first, written after); one heard from now on comes through `send`, so it is not repeated.
    const heardBefore = options.live.recentChange(identity.userId);
    const quietly = (what: string) => (err: unknown) => options.logger.warn({ err: (err as Error).message, userId: identity.userId }, what);
    const timers: NodeJS.Timeout[] = [];
    // The response's close covers every end: the browser going away, our own end() and an error answer.
    res.on('close', () => {
      for (const timer of timers) clearInterval(timer);
      unsubscribe();
      options.slots.release(identity.userId, streamId).catch(quietly('stream slot not released'));
    });
    const current = await options.users.me(identity);
    // It follows the row, once written, so the browser ends at the new plan.
    const after = heardBefore && !agrees(current, heardBefore) ? await options.users.rowAgreeingWith(heardBefore) : undefined;
    // Ended while the row was read: the browser left, or the session ended.
    if (res.writableEnded || res.destroyed) return;
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 5000\n\n');
    write('user', current);
    if (after) write('plan_changed', after);
    for (const [event, data] of waiting) write(event, data);
    streaming = true;
    timers.push(
      setInterval(() => {
        res.write(': keep-alive\n\n');
        options.slots.touch(identity.userId, streamId).catch(quietly('stream slot not refreshed'));
      }, HEARTBEAT_MS),
    );
    const { sessionId } = identity;
    if (sessionId) {
      timers.push(
        setInterval(() => {
          options.revocations
            .isRevoked(sessionId)
            .then((revoked) => revoked && close())
            .catch(quietly('stream session check failed'));
        }, REVOCATION_CHECK_MS),
      );
    }
  });
  return router;
}
