import type { Logger } from '@chainscribe/service-kit';
import type { JobDoc } from './job.model.ts';

type Listener = { notify: (job: JobDoc) => void; last: string | null; unreadable?: () => void };

const stampOf = (job: JobDoc) => `${job.status}:${job.progress}:${new Date(job.updatedAt).getTime()}`;
export const isFinished = (job: Pick<JobDoc, 'status'>): boolean => job.status === 'succeeded' || job.status === 'failed';

/**
 * Follows job documents for the calls waiting on them (a bounded synchronous wait, a progress
 * stream). Every waiting job of this replica is read once per tick, and at once when a worker
 * signals that one finished (`wake`); the answer is the same document a client would read from
 * any replica with GET /api/jobs/:id.
 */
export function createJobWatcher(
  jobs: { many(ids: readonly string[]): Promise<JobDoc[]> },
  options: { intervalMs: number; logger: Logger },
) {
  const listeners = new Map<string, Set<Listener>>();
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;

  function notify(found: JobDoc[]): void {
    for (const job of found) {
      const stamp = stampOf(job);
      for (const listener of listeners.get(job._id) ?? []) {
        if (listener.last === stamp) continue;
        listener.last = stamp;
        listener.notify(job);
      }
    }
  }

  async function tick(): Promise<void> {
    if (ticking || listeners.size === 0) return;
    ticking = true;
    try {
      notify(await jobs.many([...listeners.keys()]));
    } catch (err) {
      options.logger.warn({ err: (err as Error).message }, 'job watcher could not read jobs');
      for (const set of listeners.values()) for (const listener of set) listener.unreadable?.();
    } finally {
      ticking = false;
    }
  }

  /** `unreadable`: the jobs could not be read this tick (MongoDB stalled); the watch goes on. */
  function watch(jobId: string, notify: (job: JobDoc) => void, unreadable?: () => void): () => void {
    const listener: Listener = { notify, last: null, ...(unreadable ? { unreadable } : {}) };
    const set = listeners.get(jobId) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(jobId, set);
    timer ??= setInterval(() => void tick(), options.intervalMs);
    void tick();
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(jobId);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }

  return {
    watch,
    /** A worker says `jobId` finished: its waiters here are answered now, not at the next poll. */
    wake(jobId: string): void {
      if (!listeners.has(jobId)) return;
      // A read that fails leaves the job to the next poll, which reports an unreadable store.
      jobs
        .many([jobId])
        .then(notify, (err: unknown) => options.logger.warn({ jobId, err: (err as Error).message }, 'woken job could not be read'));
    },
    /**
     * The finished job, or null when it is still running after `timeoutMs` or its document cannot
     * be read right now: the caller then answers with the job id to follow, instead of hanging.
     */
    waitForFinal(jobId: string, timeoutMs: number): Promise<JobDoc | null> {
      return new Promise((resolve) => {
        let stop: () => void = () => undefined;
        const finish = (job: JobDoc | null) => {
          clearTimeout(deadline);
          stop();
          resolve(job);
        };
        const deadline = setTimeout(() => finish(null), timeoutMs);
        stop = watch(
          jobId,
          (job) => {
            if (isFinished(job)) finish(job);
          },
          () => finish(null),
        );
      });
    },
    stop(): void {
      listeners.clear();
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type JobWatcher = ReturnType<typeof createJobWatcher>;
