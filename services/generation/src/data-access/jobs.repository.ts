import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '@chainscribe/service-kit';
import { jobModel, type JobDoc, type JobResult } from './job.model.ts';

export type NewJob = Pick<JobDoc, '_id' | 'userId' | 'kind' | 'plan' | 'reservation'>;
const OPEN = ['queued', 'running'];

/**
 * Job documents: the single source of truth for a job's state, shared by the API (which creates
 * and watches them) and the workers (which claim, progress and finish them). Every transition is
 * a conditional update, so two workers that race on one job can never both finish it.
 */
export function createJobsRepository(connection: Connection) {
  const jobs = jobModel(connection);
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
    async claim(id: string, workerId: string, now: Date, leaseMs: number): Promise<JobDoc | null> {
      return jobs
        .findOneAndUpdate(
          { _id: id, status: { $in: OPEN }, $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }, { leaseOwner: workerId }] },
          { $set: { status: 'running', progress: 10, leaseOwner: workerId, leaseUntil: new Date(now.getTime() + leaseMs), startedAt: now, updatedAt: now }, $inc: { attempts: 1 } },
          { new: true },
        )
        .lean<JobDoc>()
        .exec();
    },

    /** Extends the lease and records progress; false when the job is no longer ours. */
    async renew(id: string, workerId: string, now: Date, leaseMs: number, progress?: number): Promise<boolean> {
      const set: Record<string, unknown> = { leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now };
      if (progress !== undefined) set.progress = progress;
      const result = await jobs.updateOne({ _id: id, status: 'running', leaseOwner: workerId }, { $set: set }).exec();
      return result.matchedCount === 1;
    },

    /** The first finisher wins; everyone gets the final document back. */
    async succeed(id: string, workerId: string, result: JobResult, now: Date): Promise<JobDoc | null> {
      const won = await jobs
        .findOneAndUpdate(
          { _id: id, status: { $in: OPEN } },
          { $set: { status: 'succeeded', progress: 100, result, workerId, leaseOwner: null, leaseUntil: null, finishedAt: now, updatedAt: now } },
          { new: true },
        )
        .lean<JobDoc>()
        .exec();
      return won ?? jobs.findById(id).lean<JobDoc>().exec();
    },

    async fail(id: string, workerId: string | null, error: string, code: string, now: Date): Promise<JobDoc | null> {
      await jobs
        .updateOne(
          { _id: id, status: { $in: OPEN } },
          { $set: { status: 'failed', error, code, workerId, leaseOwner: null, leaseUntil: null, finishedAt: now, updatedAt: now } },
        )
        .exec();
      return jobs.findById(id).lean<JobDoc>().exec();
    },

    async markRefunded(id: string, now: Date): Promise<void> {
      await jobs.updateOne({ _id: id }, { $set: { refunded: true, updatedAt: now } }).exec();
    },

    async markPublished(id: string, now: Date): Promise<void> {
      await jobs.updateOne({ _id: id, publishedAt: null }, { $set: { publishedAt: now } }).exec();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
