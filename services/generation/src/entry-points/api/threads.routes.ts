import { Router } from 'express';
import { generateThread, listThreads, listUserThreads, messages } from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import type { GenerationRequests } from '../../domain/generation-requests.ts';
import type { ThreadHistory } from '../../domain/history.ts';
import type { PersonalisationService } from '../../domain/personalisation/personalisation.ts';
import { answer, wantsAsync } from './async-mode.ts';

function hasOwnOption(body: unknown, key: string): boolean {
  const options = (body as { options?: unknown } | null)?.options;
  return typeof options === 'object' && options !== null && Object.hasOwn(options, key);
}

/** Calls 9, 17 and 18: generate a thread; the caller's thread history. */
export function threadsRoutes(
  requests: GenerationRequests,
  history: ThreadHistory,
  personalisation: Pick<PersonalisationService, 'contextFor'>,
): Router {
  const router = Router();
  router.post(generateThread.path, requireUser, async (req, res) => {
    const request = generateThread.request.parse(req.body ?? {});
    const identity = currentUser(req);
    // The options the client named stay; the others may take the user's habits.
    const chosen = new Set(Object.keys(request.options).filter((key) => hasOwnOption(req.body, key)));
    const personal = () => personalisation.contextFor(identity);
    answer(res, await requests.generateThread(identity, request, { wait: !wantsAsync(req), personal, chosen }));
  });
  router.get(listThreads.path, requireUser, async (req, res) => {
    res.json(await history.page(currentUser(req).userId, listThreads.query.parse(req.query)));
  });
  router.get(listUserThreads.path, requireUser, async (req, res) => {
    const { userId } = listUserThreads.params.parse(req.params);
    const me = currentUser(req);
    if (userId !== me.userId) throw AppError.forbidden(messages.forbidden);
    res.json(await history.page(me.userId, listUserThreads.query.parse(req.query)));
  });
  return router;
}
