import type { Connection } from 'mongoose';
import { activePostStatuses, type PostStatus } from '@chainscribe/contracts';
import { fencedUpdateOne, type Lease, type Locks } from '@chainscribe/service-kit';
import { postModel, type PostDoc } from './post.model.ts';

/** Statuses a worker picks up when their time has come. */
const workable: PostStatus[] = ['scheduled', 'posting'];

/**
 * Scheduled posts. FerretDB 1.x has no atomic conditional update, so every change of a post runs
 * under its lock (`post:<id>`, the same lease a worker holds while posting) and writes with a fence.
 */
export function createPostsRepository(connection: Connection, locks: Locks) {
  const model = postModel(connection);
  return {
    init: () => model.init(),
    insert: async (doc: PostDoc) => {
      await model.create(doc);
    },
    remove: async (id: string) => {
      await model.deleteOne({ _id: id }).exec();
    },
    get: (id: string) => model.findById(id).lean<PostDoc>().exec(),
    listOf: (userId: string, status: PostStatus | undefined, limit: number) =>
      model
        .find(status ? { userId, status } : { userId })
        .sort({ scheduledAt: 1 })
        .limit(500)
        .lean<PostDoc[]>()
        .exec()
        .then((rows) => rows.slice(0, limit)),
    activeOf: (userId: string) =>
      model
        .find({ userId, status: { $in: [...activePostStatuses] } })
        .lean<PostDoc[]>()
        .exec(),
    due: (now: Date, limit: number) =>
      model
        .find({ status: { $in: workable }, nextAttemptAt: { $lte: now } })
        .sort({ nextAttemptAt: 1 })
        .limit(limit)
        .lean<PostDoc[]>()
        .exec(),
    metricsDue: (now: Date, limit: number) =>
      model
        .find({ status: 'posted', metricsNextAt: { $lte: now } })
        .limit(limit)
        .lean<PostDoc[]>()
        .exec(),
    postedOf: (userId: string, since: Date) =>
      model
        .find({ userId, status: 'posted', publishedAt: { $gte: since } })
        .lean<PostDoc[]>()
        .exec(),
    /** Runs `work` holding the post's lock (what a worker holds while posting it). */
    withLock: <T>(id: string, work: (lease: Lease) => Promise<T>) => locks.withLock(`post:${id}`, work),
    /** Writes fields of a post under a lease taken with `withLock`. */
    update: async (lease: Lease, id: string, fields: Partial<PostDoc>) => {
      await fencedUpdateOne(model.collection, lease, { _id: id }, { $set: fields });
    },
    allOf: (userId: string) => model.find({ userId }).lean<PostDoc[]>().exec(),
    eraseUser: async (userId: string) => (await model.deleteMany({ userId }).exec()).deletedCount,
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
