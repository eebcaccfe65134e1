import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateThread, jobAcceptedSchema, topics } from '@chainscribe/contracts';
import { createDailyCounter } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';

const premium = identityOf('busy-premium');

/** Members of the workers' consumer group that hold partitions, once the group is stable. */
async function assignedWorkers(sys: GenerationSystem): Promise<number> {
  const admin = sys.bus.kafka.admin();
  await admin.connect();
  try {
    const { groups } = await admin.describeGroups([sys.bus.topicName('generation-workers')]);
    const group = groups[0];
    return group?.state === 'Stable' ? group.members.filter((m) => m.memberAssignment.length > 0).length : 0;
  } finally {
    await admin.disconnect();
  }
}

describe('generation workers', () => {
  let sys: GenerationSystem;
  beforeAll(async () => {
    sys = await startGenerationSystem('gen-workers', { workers: 0, accounts: {} });
    sys.setPlan(premium.userId, 'premium');
  });
  afterAll(() => sys?.stop());

  /** Starts a real worker process whose writer never returns, and waits until it holds `jobId`. */
  async function doomedWorkerHolding(workerId: string, submit: () => Promise<string>) {
    const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, 'support/blocking-worker.ts')], {
      env: { ...process.env, ...sys.env, WORKER_ID: workerId },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('worker ready') && resolve());
      child.on('exit', (code) => reject(new Error(`blocking worker exited with ${code}`)));
    });
    const jobId = await submit();
    await waitFor(
      async () => {
        const job = await sys.api.deps.mongo?.collection('jobs').findOne({ _id: jobId as never });
        return job?.status === 'running' && job.leaseOwner === workerId;
      },
      { timeoutMs: 30_000, what: `${workerId} to take the job` },
    );
    return {
      jobId,
      async kill() {
        child.kill('SIGKILL');
        if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
      },
    };
  }

  const submitAsync = (identity: ReturnType<typeof identityOf>, topic: string) => async () =>
    jobAcceptedSchema.parse(
      (
        await sys.call('POST', generateThread.path, {
          identity,
          body: { options: { customTopic: topic } },
          headers: { prefer: 'respond-async' },
        })
      ).body,
    ).jobId;

  const threadsUsed = (userId: string) => {
    const redis = sys.api.deps.redis;
    if (!redis) throw new Error('no redis');
    return createDailyCounter(redis, { prefix: `${sys.env.REDIS_KEY_PREFIX}cs:generation:threads` }).used(userId);
  };

  it('when a worker is killed in the middle of a job, then another worker completes it and no quota is lost or double-counted', async () => {
    const identity = identityOf('crash-user');
    const probe = await sys.probe([topics.threadGenerated, topics.generationFailed]);
    const doomed = await doomedWorkerHolding('doomed-worker', submitAsync(identity, 'validator economics'));
    try {
      // Its writer never finishes: once the inputs are gathered, the job shows it is under way.
      await waitFor(async () => (await sys.api.deps.mongo?.collection('jobs').findOne({ _id: doomed.jobId as never }))?.progress === 45, {
        timeoutMs: 10_000,
        what: 'the held job to show 45 %',
      });
      await doomed.kill();
      // A healthy worker arrives; Kafka hands it the dead worker's partitions once the session
      // expires, the uncommitted job is redelivered and the lapsed lease lets it take over.
      const rescuer = await sys.startWorker('rescuer');
      const done = await sys.waitForJob(identity, doomed.jobId, 45_000);
      expect((done.body as { status: string }).status).toBe('succeeded');
      expect(await sys.api.deps.mongo?.collection('jobs').findOne({ _id: doomed.jobId as never })).toMatchObject({
        status: 'succeeded',
        workerId: 'rescuer',
        attempts: 2,
        refunded: false,
      });
      expect(await threadsUsed(identity.userId)).toBe(1);
      expect(await sys.api.deps.mongo?.collection('threads').countDocuments({ jobId: doomed.jobId })).toBe(1);
      await probe.waitFor((e) => e.type === 'thread.generated' && (e.data as { jobId: string }).jobId === doomed.jobId, 'thread.generated');
      expect(probe.of('generation.failed')).toHaveLength(0);
      await rescuer.stop('test');
      sys.workers.splice(sys.workers.indexOf(rescuer), 1);
    } finally {
      await doomed.kill();
      await probe.stop();
    }
  });

  it('when a job has crashed its workers too often, then it fails cleanly and its quota is refunded', async () => {
    const identity = identityOf('crash-twice-user');
    const probe = await sys.probe([topics.generationFailed]);
    const doomed = await doomedWorkerHolding('doomed-again', submitAsync(identity, 'MEV and block builders'));
    try {
      expect(await threadsUsed(identity.userId)).toBe(1);
      await doomed.kill();
      const strict = await sys.startWorker('strict', {}, { JOB_MAX_ATTEMPTS: '1' });
      const done = await sys.waitForJob(identity, doomed.jobId, 45_000);
      expect(done.body).toMatchObject({ status: 'failed', error: 'Failed to generate thread', code: 'attempts_exhausted' });
      expect(await threadsUsed(identity.userId)).toBe(0);
      const failed = await probe.waitFor(
        (e) => e.type === 'generation.failed' && (e.data as { jobId: string }).jobId === doomed.jobId,
        'generation.failed',
      );
      expect(failed.data).toMatchObject({ refunded: true, code: 'attempts_exhausted', userId: identity.userId });
      await strict.stop('test');
      sys.workers.splice(sys.workers.indexOf(strict), 1);
    } finally {
      await doomed.kill();
      await probe.stop();
    }
  });

  it('when two workers run, then both take jobs', async () => {
    await sys.startWorker('first');
    await sys.startWorker('second');
    await waitFor(async () => (await assignedWorkers(sys)) === 2, {
      timeoutMs: 30_000,
      intervalMs: 250,
      what: 'two workers sharing the partitions',
    });
    const accepted = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        sys.call('POST', generateThread.path, {
          identity: premium,
          body: { options: { customTopic: `parallel topic ${i}` } },
          headers: { prefer: 'respond-async' },
        }),
      ),
    );
    const ids = accepted.map((r) => jobAcceptedSchema.parse(r.body).jobId);
    for (const id of ids) expect(((await sys.waitForJob(premium, id)).body as { status: string }).status).toBe('succeeded');
    const jobs = await sys.api.deps.mongo
      ?.collection('jobs')
      .find({ _id: { $in: ids as never[] } })
      .toArray();
    const byWorker = new Map<string, number>();
    for (const job of jobs ?? []) byWorker.set(String(job.workerId), (byWorker.get(String(job.workerId)) ?? 0) + 1);
    expect([...byWorker.keys()].sort()).toEqual(['first', 'second']);
  });
});
