import { Router } from 'express';
import { generateTweet } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { GenerationRequests } from '../../domain/generation-requests.ts';
import { answer, wantsAsync } from './async-mode.ts';

/** Call 14: tweet variations (call 10, the limit, lives with the plan routes). */
export function tweetsRoutes(requests: GenerationRequests): Router {
  const router = Router();
  router.post(generateTweet.path, requireUser, async (req, res) => {
    const request = generateTweet.request.parse(req.body ?? {});
    answer(res, await requests.generateTweet(currentUser(req), request, { wait: !wantsAsync(req) }));
  });
  return router;
}
