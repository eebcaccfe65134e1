import { Router } from 'express';
import { getJob } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import { isFinished, type JobWatcher } from '../../data-access/job-watcher.ts';
import type { GenerationRequests } from '../../domain/generation-requests.ts';

const KEEP_ALIVE_MS = 15_000;

/**
 * `GET /api/jobs/:id` and its server-sent-events twin `GET /api/jobs/:id/events`, which streams
 * `progress` events ({id, status, progress, updatedAt}) and ends with one `done` event carrying
 * the same body as `GET /api/jobs/:id`. Comments keep idle proxies from closing the stream.
 */
export function jobsRoutes(requests: GenerationRequests, watcher: JobWatcher): Router {
  const router = Router();
  router.get(getJob.path, requireUser, async (req, res) => {
    const { id } = getJob.params.parse(req.params);
    res.json(await requests.job(currentUser(req), id));
  });

  router.get(`${getJob.path}/events`, requireUser, async (req, res) => {
    const { id } = getJob.params.parse(req.params);
    const identity = currentUser(req);
    await requests.ownedJob(identity, id);
    res.status(200).set({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let open = true;
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(keepAlive);
      stop();
      res.end();
    };
    const stop = watcher.watch(id, (job) => {
      if (!open) return;
      if (!isFinished(job)) {
        send('progress', { id: job._id, status: job.status, progress: job.progress, updatedAt: new Date(job.updatedAt).toISOString() });
        return;
      }
      requests.view(identity, job).then(
        (view) => {
          if (open) send('done', view);
          close();
        },
        (err: unknown) => {
          req.log.error({ err }, 'could not build the finished job for the stream');
          if (open) send('error', { error: 'Something went wrong. Please try again.' });
          close();
        },
      );
    });
    req.on('close', close);
  });
  return router;
}
