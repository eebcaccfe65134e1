import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { generateThread, jobAcceptedSchema, topics } from '@chainscribe/contracts';
import { FENCE_FIELD, connectMongo, connectRedis, createLocks, createLogger, sleep } from '@chainscribe/service-kit';
import { uniqueNames, waitFor } from '@chainscribe/service-kit/testing';
import { createJobsRepository, JobLeaseLostError, type JobHolder } from '../src/data-access/jobs.repository.ts';
import type { ThreadResult } from '../src/data-access/job.model.ts';
import { createThreadsRepository } from '../src/data-access/threads.repository.ts';
import { createUserPlansRepository } from '../src/data-access/user-plans.repository.ts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';

const pausedWriterModel = 'paused-worker-model';

describe('a worker whose job lease expired', () => {
  let sys: GenerationSystem;
  beforeAll(async () => {
    sys = await startGenerationSystem('gen-leases', { workers: 0 });
  });
  afterAll(() => sys?.stop());

  /** A real worker process (support/pausable-worker.ts) with its log lines on stdout. */
  async function startPausableWorker(workerId: string) {
    const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, 'support/pausable-worker.ts')], {
      env: { ...process.env, ...sys.env, WORKER_ID: workerId, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      lines.push(...complete);
    });
    await waitFor(() => lines.includes('worker ready') || child.exitCode !== null, {
      timeoutMs: 30_000,
      what: 'the pausable worker to start',
    });
    if (child.exitCode !== null) throw new Error(`pausable worker exited with ${child.exitCode}`);
    return {
      lines,
      logged: (msg: string) =>
        lines.map((l) => (l.startsWith('{') ? (JSON.parse(l) as Record<string, unknown>) : { text: l })).filter((l) => l.msg === msg),
      signal: (name: NodeJS.Signals) => child.kill(name),
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGCONT');
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      },
    };
  }

  it("when it is paused mid-write past its lease while another worker finishes the job, then on waking it stores nothing and the other worker's thread stands", async () => {
    const identity = identityOf('lease-user');
    const probe = await sys.probe([topics.threadGenerated]);
    const stale = await startPausableWorker('paused-worker');
    try {
      const submitted = await sys.call('POST', generateThread.path, {
        identity,
        body: { options: { customTopic: 'restaking risks' } },
        headers: { prefer: 'respond-async' },
      });
      const { jobId } = jobAcceptedSchema.parse(submitted.body);
      const jobs = () => sys.api.deps.mongo?.collection('jobs');
      const threads = () => sys.api.deps.mongo?.collection('threads');
      await waitFor(
        async () =>
          stale.lines.includes('writer started') && (await jobs()?.findOne({ _id: jobId as never }))?.leaseOwner === 'paused-worker',
        {
          timeoutMs: 30_000,
          what: 'the pausable worker to hold the job and start writing',
        },
      );
      // The whole process stops mid-write: no lease renewal, no Kafka heartbeat.
      stale.signal('SIGSTOP');
      const pausedFence = (await jobs()?.findOne({ _id: jobId as never }))?.leaseFence as number;

      await sys.startWorker('rescuer');
      const done = await sys.waitForJob(identity, jobId, 45_000);
      expect((done.body as { status: string }).status).toBe('succeeded');
      const rescued = await jobs()?.findOne({ _id: jobId as never });
      expect(rescued).toMatchObject({ status: 'succeeded', workerId: 'rescuer', result: { model: 'template' } });
      expect(rescued?.leaseFence).toBeGreaterThan(pausedFence);
      const rescuersThread = await threads()?.findOne({ jobId });
      expect(rescuersThread).toMatchObject({ model: 'template' });

      // The stale worker wakes up with its thread written and tries to finish the job.
      stale.signal('SIGCONT');
      await waitFor(() => stale.logged('job lease lost: this worker drops its result and the newer owner of the job wins').length > 0, {
        timeoutMs: 20_000,
        what: 'the woken worker to notice its lost lease',
      });
      expect(stale.logged('job lease lost: this worker drops its result and the newer owner of the job wins')[0]).toMatchObject({
        jobId,
        leaseFence: pausedFence,
      });
      await sleep(1000);
      const threadsOfJob = await threads()?.find({ jobId }).toArray();
      expect(threadsOfJob).toHaveLength(1);
      expect(threadsOfJob?.[0]).toEqual(rescuersThread);
      expect(threadsOfJob?.[0]?.model).not.toBe(pausedWriterModel);
      expect(await jobs()?.findOne({ _id: jobId as never })).toMatchObject({
        status: 'succeeded',
        workerId: 'rescuer',
        result: { model: 'template' },
      });
      // One outcome event, from the worker that finished the job.
      await probe.waitFor((e) => e.type === 'thread.generated' && (e.data as { jobId: string }).jobId === jobId, 'thread.generated');
      expect(probe.of('thread.generated').filter((e) => (e.data as { jobId: string }).jobId === jobId)).toHaveLength(1);
    } finally {
      await stale.stop();
      await probe.stop();
    }
  }, 120_000);
});

describe('job and plan writes under fenced locks', () => {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), 'gen-fence');
  const logger = createLogger('gen-fence-test', 'silent');
  let mongo: Connection;
  let redis: Redis;
  let otherRedis: Redis;
  beforeAll(async () => {
    mongo = await connectMongo(infra.mongoUrl, names.database('generation'), logger);
    redis = await connectRedis(infra.redisUrl, logger);
    otherRedis = await connectRedis(infra.redisUrl, logger);
  });
  afterAll(async () => {
    await mongo?.close();
    await redis?.quit();
    await otherRedis?.quit();
  });
  const locks = () => createLocks(redis, { prefix: `t:${names.id}:`, logger });

  const resultBy = (jobId: string, model: string): ThreadResult => ({
    kind: 'thread',
    threadId: `thread-${jobId}`,
    tweets: [`written by ${model}`],
    topic: 'fences',
    writer: 'template',
    model,
    options: { threadType: 'custom', tonePreset: 'educational', hookStyle: 'question', threadLength: 5, tokenSymbol: null },
    enhancedFeatures: {
      dataSourcesUsed: [],
      aiModel: model,
      xIntegrationEnabled: false,
      historicalDataUsed: false,
      competitorAnalysisIncluded: false,
    },
  });

  it('when the watcher reads the waiting jobs, then it finds each of them; on FerretDB each is read by key, never by a filter it scans', async () => {
    const jobs = createJobsRepository(mongo, locks());
    await jobs.init();
    const ids = ['watched-1', 'watched-2', 'watched-3'];
    for (const id of ids)
      await jobs.create(
        { _id: id, userId: 'u1', kind: 'thread', plan: 'free', reservation: { counter: 'threads', date: '2026-01-01' } },
        new Date(),
      );
    const filters: unknown[] = [];
    const watch = (event: { commandName: string; command: Record<string, unknown>; databaseName: string }) => {
      if (event.databaseName === mongo.name && event.commandName === 'find') filters.push(event.command.filter);
    };
    mongo.getClient().on('commandStarted', watch);
    try {
      const found = await jobs.many([...ids, 'never-made']);
      expect(found.map((job) => job._id).sort()).toEqual(ids);
    } finally {
      mongo.getClient().off('commandStarted', watch);
    }
    const byKey = [...ids, 'never-made'].map((_id) => ({ _id }));
    if (infra.mongoKind === 'ferretdb') expect(filters).toEqual(expect.arrayContaining(byKey));
    if (infra.mongoKind === 'ferretdb') expect(filters).toHaveLength(byKey.length);
  });

  it("when a worker's lease lapsed and another worker claimed and finished the job, then the first one can neither renew, nor finish, nor store its thread", async () => {
    const jobs = createJobsRepository(mongo, locks());
    const threads = createThreadsRepository(mongo);
    await Promise.all([jobs.init(), threads.init()]);
    const jobId = 'job-lapsed';
    const t0 = new Date();
    await jobs.create(
      { _id: jobId, userId: 'u1', kind: 'thread', plan: 'free', reservation: { counter: 'threads', date: '2026-01-01' } },
      t0,
    );
    const first = await jobs.claim(jobId, 'worker-a', t0, 1000);
    const a: JobHolder = { workerId: 'worker-a', leaseFence: first?.leaseFence ?? 0 };

    const later = new Date(t0.getTime() + 1500);
    const second = await jobs.claim(jobId, 'worker-b', later, 1000);
    const b: JobHolder = { workerId: 'worker-b', leaseFence: second?.leaseFence ?? 0 };
    expect(b.leaseFence).toBeGreaterThan(a.leaseFence);
    const saveAs = (model: string) => async (lease: Parameters<typeof threads.save>[1]) => {
      await threads.save(
        {
          _id: `thread-${jobId}`,
          userId: 'u1',
          jobId,
          tweets: [`written by ${model}`],
          threadType: 'custom',
          tonePreset: 'educational',
          hookStyle: 'question',
          threadLength: 5,
          tokenSymbol: null,
          topic: 'fences',
          writer: 'template',
          model,
          dataSourcesUsed: [],
          created_at: t0,
        },
        lease,
      );
    };
    await jobs.succeed(jobId, b, resultBy(jobId, 'b'), later, saveAs('b'));

    // Worker A comes back, even with a clock that says its lease is still young.
    const refusal = await jobs.succeed(jobId, a, resultBy(jobId, 'a'), t0, saveAs('a')).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(JobLeaseLostError);
    await expect(jobs.fail(jobId, a, 'late failure', 'late', t0)).rejects.toBeInstanceOf(JobLeaseLostError);
    expect(await jobs.renew(jobId, a, t0, 1000)).toBe(false);
    expect(await threads.get(`thread-${jobId}`)).toMatchObject({ model: 'b', tweets: ['written by b'] });
    expect(await jobs.get(jobId)).toMatchObject({
      status: 'succeeded',
      workerId: 'worker-b',
      result: { model: 'b' },
      [FENCE_FIELD]: expect.any(Number),
    });
  });

  it("when a worker's lease lapsed but nobody claimed the job meanwhile, then it may still finish it (no newer owner exists), and nobody can claim it after", async () => {
    const jobs = createJobsRepository(mongo, locks());
    const threads = createThreadsRepository(mongo);
    const jobId = 'job-lapsed-alone';
    const t0 = new Date();
    await jobs.create(
      { _id: jobId, userId: 'u1', kind: 'thread', plan: 'free', reservation: { counter: 'threads', date: '2026-01-01' } },
      t0,
    );
    const claimed = await jobs.claim(jobId, 'worker-a', t0, 1000);
    const a: JobHolder = { workerId: 'worker-a', leaseFence: claimed?.leaseFence ?? 0 };
    const lapsed = new Date(t0.getTime() + 1500);
    const final = await jobs.succeed(jobId, a, resultBy(jobId, 'a'), lapsed, async (lease) => {
      await threads.save(
        {
          _id: `thread-${jobId}`,
          userId: 'u1',
          jobId,
          tweets: ['written by a'],
          threadType: 'custom',
          tonePreset: 'educational',
          hookStyle: 'question',
          threadLength: 5,
          tokenSymbol: null,
          topic: 'fences',
          writer: 'template',
          model: 'a',
          dataSourcesUsed: [],
          created_at: t0,
        },
        lease,
      );
    });
    expect(final).toMatchObject({ status: 'succeeded', workerId: 'worker-a' });
    expect(await threads.get(`thread-${jobId}`)).toMatchObject({ model: 'a' });
    expect(await jobs.claim(jobId, 'worker-b', lapsed, 1000)).toBeNull();
  });

  it('when two projectors apply plan facts for one user concurrently for many rounds, then the newest fact always wins', async () => {
    const writers = [
      createUserPlansRepository(mongo, locks()),
      createUserPlansRepository(mongo, createLocks(otherRedis, { prefix: `t:${names.id}:`, logger })),
    ];
    await writers[0]?.init();
    const base = Date.now();
    const facts = Array.from({ length: 40 }, (_, i) => ({
      plan: i % 2 === 0 ? ('premium' as const) : ('free' as const),
      isPremium: i % 2 === 0,
      subscriptionExpiresAt: null,
      version: new Date(base + i * 1000),
      source: 'event' as const,
    }));
    // Each projector gets every fact, in its own shuffled order: arrival order must not matter.
    const shuffled = () => [...facts].sort(() => Math.random() - 0.5);
    const applied = await Promise.all(
      writers.map(async (w) => {
        let count = 0;
        for (const fact of shuffled()) if (await w?.apply('plan-user', fact, new Date())) count++;
        return count;
      }),
    );
    const newest = facts.at(-1);
    expect(await writers[0]?.get('plan-user')).toMatchObject({
      version: newest?.version,
      plan: newest?.plan,
      isPremium: newest?.isPremium,
    });
    expect(applied.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
