import { Router } from 'express';
import { getPost, getQueueSettings, listPosts, postAction, putQueueSettings, schedulePost, updatePost } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { Schedule } from '../../domain/schedule.ts';

export function postsRoutes(schedule: Schedule): Router {
  const router = Router();
  router.post(schedulePost.path, requireUser, async (req, res) => {
    const body = schedulePost.request.parse(req.body);
    res.status(201).json(await schedule.schedule(currentUser(req), body));
  });
  router.get(listPosts.path, requireUser, async (req, res) => {
    const query = listPosts.query.parse(req.query);
    res.set('cache-control', 'no-store').json(await schedule.list(currentUser(req).userId, query));
  });
  // Before '/:id' routes, so 'queue' is never taken for a post id.
  router.get(getQueueSettings.path, requireUser, async (req, res) => {
    res.json(await schedule.queueSettings(currentUser(req).userId));
  });
  router.put(putQueueSettings.path, requireUser, async (req, res) => {
    const body = putQueueSettings.request.parse(req.body);
    res.json(await schedule.putQueueSettings(currentUser(req).userId, body));
  });
  router.get(getPost.path, requireUser, async (req, res) => {
    const { id } = getPost.params.parse(req.params);
    res.set('cache-control', 'no-store').json(await schedule.get(currentUser(req).userId, id));
  });
  router.patch(updatePost.path, requireUser, async (req, res) => {
    const { id } = updatePost.params.parse(req.params);
    const body = updatePost.request.parse(req.body);
    res.json(await schedule.update(currentUser(req), id, body));
  });
  router.post(postAction.path, requireUser, async (req, res) => {
    const { id, action } = postAction.params.parse(req.params);
    postAction.request.parse(req.body ?? {});
    res.json(await schedule.act(currentUser(req).userId, id, action));
  });
  return router;
}
