import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { connectMongo, connectRedis, createLocks, createLogger } from '@chainscribe/service-kit';
import { uniqueNames, waitFor } from '@chainscribe/service-kit/testing';
import { createJobSignals, listenForFinishedJobs } from '../src/data-access/job-signals.ts';
import { createJobWatcher } from '../src/data-access/job-watcher.ts';
import { createJobsRepository } from '../src/data-access/jobs.repository.ts';
import type { JobDoc } from '../src/data-access/job.model.ts';

describe("a caller waiting on a job, told by the worker's finished-job signal", () => {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), 'gen-signals');
  const logger = createLogger('gen-signals-test', 'silent');
  const keyPrefix = `t:${names.id}:`;
  let mongo: Connection;
  let redis: Redis;
  beforeAll(async () => {
    mongo = await connectMongo(infra.mongoUrl, names.database('generation'), logger);
    redis = await connectRedis(infra.redisUrl, logger);
  });
  afterAll(async () => {
    await mongo?.close();
    await redis?.quit();
  });

  it('when a worker finishes the job and signals it, then the waiting call has the finished job long before the next poll', async () => {
    const jobs = createJobsRepository(mongo, createLocks(redis, { prefix: keyPrefix, logger }));
    await jobs.init();
    const jobId = 'signalled-job';
    const t0 = new Date();
    await jobs.create(
      { _id: jobId, userId: 'u1', kind: 'rewrite', plan: 'free', reservation: { counter: 'threads', date: '2026-01-01' } },
      t0,
    );
    // A poll a minute apart: only the signal can answer the call within the test.
    const watcher = createJobWatcher(jobs, { intervalMs: 60_000, logger });
    const ear = await listenForFinishedJobs(redis, { keyPrefix, logger }, (id) => watcher.wake(id));
    try {
      let answered: JobDoc | null | undefined;
      void watcher.waitForFinal(jobId, 30_000).then((job) => (answered = job));
      const claimed = await jobs.claim(jobId, 'worker-1', t0, 10_000);
      const holder = { workerId: 'worker-1', leaseFence: claimed?.leaseFence ?? 0 };
      await jobs.fail(jobId, holder, 'the writer gave up', 'writer_failed', new Date());
      await createJobSignals(redis, { keyPrefix, logger }).finished(jobId);
      await waitFor(() => answered !== undefined, { timeoutMs: 5000, what: 'the waiting call to be answered' });
      expect(answered).toMatchObject({ _id: jobId, status: 'failed', code: 'writer_failed' });
    } finally {
      ear.stop();
      watcher.stop();
    }
  });
});
