import type { Connection } from 'mongoose';
import { isDuplicateKeyError, type Locks } from '@chainscribe/service-kit';
import { jobModel, type JobDoc, type JobResult } from './job.model.ts';

export type NewJob = Pick<JobDoc, '_id' | 'userId' | 'kind' | 'plan' | 'reservation'>;
const OPEN = ['queued', 'running'];

/**
 * Job documents: the single source of truth for a job's state, shared by the API (which creates
 * and watches them) and the workers (which claim, progress and finish them). Every transition is
 * a check-then-write under the job's Redis lock, so two workers that race on one job can never
 * both finish it (FerretDB v1 gives no atomic conditional update: see service-kit locks.ts).
 */
export function createJobsRepository(connection: Connection, locks: Locks) {
  const jobs = jobModel(connection);
  const locked = <T>(id: string, work: () => Promise<T>) => locks.withLock(`job:${id}`, work);
  const read = (id: string) => jobs.findById(id).lean<JobDoc>().exec();
  const open = (job: JobDoc | null): job is JobDoc => job !== null && OPEN.includes(job.status);
  return {
    init: () => jobs.init(),

    /** Creates the job once; a second call with the same id (a redelivered event) keeps the first. */
    async create(job: NewJob, now: Date): Promise<void> {
      try {
        await jobs.create({
          ...job, status: 'queued', progress: 0, attempts: 0, leaseOwner: null, leaseUntil: null, workerId: null, result: null,
          error: null, code: null, refunded: false, publishedAt: null, createdAt: now, updatedAt: now, startedAt: null, finishedAt: null,
        });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },

    get: (id: string) => jobs.findById(id).lean<JobDoc>().exec(),

    /** Several jobs in one round trip (the watcher polls every waiting job at once). */
    many: (ids: readonly string[]) => jobs.find({ _id: { $in: ids } }).lean<JobDoc[]>().exec(),

    /**
     * Takes the job for `workerId` when it is open and nobody else holds a live lease. Answers the
     * claimed job (attempts already counted) or null.
     */
    claim: (id: string, workerId: string, now: Date, leaseMs: number): Promise<JobDoc | null> =>
      locked(id, async () => {
        const job = await read(id);
        if (!open(job)) return null;
        const leaseFree = job.leaseUntil === null || job.leaseUntil < now || job.leaseOwner === workerId;
        if (!leaseFree) return null;
        await jobs
          .updateOne(
            { _id: id },
            {
              $set: { status: 'running', progress: 10, leaseOwner: workerId, leaseUntil: new Date(now.getTime() + leaseMs), startedAt: now, updatedAt: now },
              $inc: { attempts: 1 },
            },
          )
          .exec();
        return read(id);
      }),

    /** Extends the lease and records progress; false when the job is no longer ours. */
    renew: (id: string, workerId: string, now: Date, leaseMs: number, progress?: number): Promise<boolean> =>
      locked(id, async () => {
        const job = await read(id);
        if (!job || job.status !== 'running' || job.leaseOwner !== workerId) return false;
        const set: Record<string, unknown> = { leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now };
        if (progress !== undefined) set.progress = progress;
        await jobs.updateOne({ _id: id }, { $set: set }).exec();
        return true;
      }),

    /** The first finisher wins; everyone gets the final document back. */
    succeed: (id: string, workerId: string, result: JobResult, now: Date): Promise<JobDoc | null> =>
      locked(id, async () => {
        const job = await read(id);
        if (open(job)) {
          await jobs
            .updateOne({ _id: id }, { $set: { status: 'succeeded', progress: 100, result, workerId, leaseOwner: null, leaseUntil: null, finishedAt: now, updatedAt: now } })
            .exec();
        }
        return read(id);
      }),

    fail: (id: string, workerId: string | null, error: string, code: string, now: Date): Promise<JobDoc | null> =>
      locked(id, async () => {
        const job = await read(id);
        if (open(job)) {
          await jobs
            .updateOne({ _id: id }, { $set: { status: 'failed', error, code, workerId, leaseOwner: null, leaseUntil: null, finishedAt: now, updatedAt: now } })
            .exec();
        }
        return read(id);
      }),

    markRefunded: (id: string, now: Date): Promise<void> =>
      locked(id, async () => {
        await jobs.updateOne({ _id: id }, { $set: { refunded: true, updatedAt: now } }).exec();
      }),

    markPublished: (id: string, now: Date): Promise<void> =>
      locked(id, async () => {
        await jobs.updateOne({ _id: id, publishedAt: null }, { $set: { publishedAt: now } }).exec();
      }),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
