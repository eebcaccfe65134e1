import type { Connection } from 'mongoose';
import { fencedUpdateOne, filtersByScan, isDuplicateKeyError, type Lease, type Locks, type FencedUpdate } from '@chainscribe/service-kit';
import { jobModel, type JobDoc, type JobResult } from './job.model.ts';

export type NewJob = Pick<JobDoc, '_id' | 'userId' | 'kind' | 'plan' | 'reservation' | 'template'>;
const OPEN = ['queued', 'running'];

/** Who works on a job: the worker and the fence of the claim that gave it the lease. */
export interface JobHolder {
  workerId: string;
  leaseFence: number;
}

/** The worker's lease on a job lapsed or passed to a newer owner: whatever it produced is dropped. */
export class JobLeaseLostError extends Error {
  constructor(jobId: string, reason: string) {
    super(`job ${jobId}: ${reason}`);
    this.name = 'JobLeaseLostError';
  }
}

const isOpen = (job: JobDoc | null): job is JobDoc => job !== null && OPEN.includes(job.status);

/**
 * Why `holder` no longer holds the job, or null while it does. The fence decides, not the clock:
 * a lapsed lease only lets another worker claim the job, and that claim changes the fence. Until
 * then no newer owner exists, so the lapsed holder may renew and finish (a worker starved of CPU
 * for a moment does not redo a paid generation); from then on it can store nothing.
 */
function lostBecause(job: JobDoc | null, holder: JobHolder): string | null {
  if (!job) return 'the job is gone';
  if (job.status !== 'running') return `the job is ${job.status}`;
  if (job.leaseOwner !== holder.workerId || job.leaseFence !== holder.leaseFence) {
    return `the lease passed to ${job.leaseOwner ?? 'nobody'} (fence ${job.leaseFence ?? 'none'}, ours ${holder.leaseFence})`;
  }
  return null;
}

function assertHeld(job: JobDoc | null, holder: JobHolder, id: string): JobDoc {
  const reason = lostBecause(job, holder);
  if (reason !== null || !job) throw new JobLeaseLostError(id, reason ?? 'the job is gone');
  return job;
}

/** A new job document: queued, unleased, nothing produced yet. */
function queuedJob(job: NewJob, now: Date): JobDoc {
  return {
    ...job,
    status: 'queued',
    progress: 0,
    attempts: 0,
    leaseOwner: null,
    leaseUntil: null,
    leaseFence: null,
    workerId: null,
    result: null,
    error: null,
    code: null,
    refunded: false,
    createdAt: now,
    updatedAt: now,
    startedAt: null,
    finishedAt: null,
  };
}

/**
 * The job collection and the two ways to touch it: a read, and a fenced write under the job's
 * lock. A transition that has read the job under the lock passes it along (`readUnderLease`), so
 * the write does not read the job's fence again.
 */
function jobStoreOf(connection: Connection, locks: Locks) {
  const jobs = jobModel(connection);
  return {
    jobs,
    locked: <T>(id: string, work: (lease: Lease) => Promise<T>) => locks.withLock(`job:${id}`, work),
    read: (id: string) => jobs.findById(id).lean<JobDoc>().exec(),
    write: (lease: Lease, id: string, update: FencedUpdate, readUnderLease?: JobDoc | null) =>
      fencedUpdateOne(jobs.collection, lease, { _id: id }, update, readUnderLease === undefined ? {} : { readUnderLease }),
  };
}
type JobStore = ReturnType<typeof jobStoreOf>;

/** A worker takes a job and keeps it: claim and renew. */
function leaseTransitions({ locked, read, write }: JobStore) {
  return {
    /**
     * Takes the job for `workerId` when it is open and nobody else holds a live lease. Answers the
     * claimed job (attempts already counted, `leaseFence` naming this claim) or null.
     */
    claim: (id: string, workerId: string, now: Date, leaseMs: number): Promise<JobDoc | null> =>
      locked(id, async (lease) => {
        const job = await read(id);
        if (!isOpen(job)) return null;
        const leaseFree = job.leaseUntil === null || job.leaseUntil < now || job.leaseOwner === workerId;
        if (!leaseFree) return null;
        const set = {
          status: 'running' as const,
          progress: 10,
          leaseOwner: workerId,
          leaseUntil: new Date(now.getTime() + leaseMs),
          leaseFence: lease.fence,
          startedAt: now,
          updatedAt: now,
        };
        const { written } = await write(lease, id, { $set: set, $inc: { attempts: 1 } }, job);
        return written ? { ...job, ...set, attempts: job.attempts + 1 } : read(id);
      }),

    /** Extends the lease and records progress; false when the job is no longer `holder`'s. */
    renew: (id: string, holder: JobHolder, now: Date, leaseMs: number, progress?: number): Promise<boolean> =>
      locked(id, async (lease) => {
        const job = await read(id);
        if (lostBecause(job, holder) !== null) return false;
        const set: Record<string, unknown> = { leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now };
        if (progress !== undefined) set.progress = progress;
        await write(lease, id, { $set: set }, job);
        return true;
      }),
  };
}

/** A job's end: succeeded with its result (history stored first) or failed. */
function finishTransitions({ locked, read, write }: JobStore) {
  return {
    /**
     * Finishes the job with `result` while `holder` still holds it: `storeHistory` runs
     * first, under the same lock, so a caller who sees the job succeed also finds it in the history
     * and no other worker can take the job in between. Throws JobLeaseLostError otherwise, before
     * anything is stored.
     */
    succeed: (
      id: string,
      holder: JobHolder,
      result: JobResult,
      now: Date,
      storeHistory: (lease: Lease) => Promise<void>,
    ): Promise<JobDoc | null> =>
      locked(id, async (lease) => {
        const job = assertHeld(await read(id), holder, id);
        await storeHistory(lease);
        const set = {
          status: 'succeeded' as const,
          progress: 100,
          result,
          workerId: holder.workerId,
          leaseOwner: null,
          leaseUntil: null,
          finishedAt: now,
          updatedAt: now,
        };
        const { written } = await write(lease, id, { $set: set }, job);
        return written ? { ...job, ...set } : read(id);
      }),

    /**
     * Fails an open job. A worker passes its `holder` and must still hold the job
     * (JobLeaseLostError otherwise); the API passes null for a job no worker has seen.
     */
    fail: (id: string, holder: JobHolder | null, error: string, code: string, now: Date): Promise<JobDoc | null> =>
      locked(id, async (lease) => {
        const job = await read(id);
        if (holder) assertHeld(job, holder, id);
        if (!isOpen(job)) return job;
        const set = {
          status: 'failed' as const,
          error,
          code,
          workerId: holder?.workerId ?? null,
          leaseOwner: null,
          leaseUntil: null,
          finishedAt: now,
          updatedAt: now,
        };
        const { written } = await write(lease, id, { $set: set }, job);
        return written ? { ...job, ...set } : read(id);
      }),
  };
}

/**
 * A transition answers the document as it wrote it (the read before the write plus the change)
 * rather than reading it back: one MongoDB round trip fewer per step, under the same lock.
 *
 * Job documents: the single source of truth for a job's state, shared by the API (which creates
 * and watches them) and the workers (which claim, progress and finish them). Every transition is
 * a check-then-write under the job's Redis lock, written with `fencedUpdateOne` so a writer that
 * stalled past its lock cannot overwrite a newer transition (FerretDB v1 gives no atomic
 * conditional update: see service-kit locks.ts and fenced-update.ts). A worker's own lease on the
 * job (`leaseOwner`, `leaseFence`) is checked under that lock before anything it produced is
 * stored: once another worker has claimed the job after the lease lapsed, the newer owner wins.
 */
export function createJobsRepository(connection: Connection, locks: Locks) {
  const store = jobStoreOf(connection, locks);
  const { jobs, locked, write } = store;
  return {
    init: () => jobs.init(),

    /** Creates the job once; a second call with the same id (a redelivered event) keeps the first. */
    async create(job: NewJob, now: Date): Promise<void> {
      try {
        await jobs.create(queuedJob(job, now));
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },

    get: (id: string) => jobs.findById(id).lean<JobDoc>().exec(),

    /**
     * The jobs the watcher polls, every waiting job at once: one `$in` query on MongoDB; on
     * FerretDB, which answers `$in` by scanning every job ever made, a read by key per job.
     */
    async many(ids: readonly string[]): Promise<JobDoc[]> {
      if (!(await filtersByScan(jobs.collection)))
        return jobs
          .find({ _id: { $in: ids } })
          .lean<JobDoc[]>()
          .exec();
      const found = await Promise.all(ids.map((id) => jobs.findById(id).lean<JobDoc>().exec()));
      return found.filter((job) => job !== null);
    },

    ...leaseTransitions(store),
    ...finishTransitions(store),

    markRefunded: (id: string, now: Date): Promise<void> =>
      locked(id, async (lease) => {
        await write(lease, id, { $set: { refunded: true, updatedAt: now } });
      }),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
