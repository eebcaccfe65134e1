import type { Connection } from 'mongoose';
import { fencedUpdateOne, type Lease } from '@chainscribe/service-kit';
import { threadModel, type ThreadDoc } from './thread.model.ts';

export interface ThreadCursor {
  createdAt: Date;
  id: string;
}

export function createThreadsRepository(connection: Connection) {
  const threads = threadModel(connection);
  return {
    init: () => threads.init(),

    /**
     * Idempotent by id: a redelivered job writes the same document again. Written under the job's
     * lock `lease` (see jobs.repository `succeed`): a stale worker's late write never replaces the
     * thread of the job's newer owner.
     */
    async save(thread: ThreadDoc, lease: Lease): Promise<void> {
      const { _id, ...fields } = thread;
      await fencedUpdateOne(threads.collection, lease, { _id }, { $set: fields }, { upsert: true, likelyNew: true });
    },

    get: (id: string) => threads.findById(id).lean<ThreadDoc>().exec(),

    /** Every thread, a batch at a time (the library's one-off backfill); each batch has the operation deadline. */
    all: (): AsyncIterable<ThreadDoc> =>
      threads.collection.find({}, { timeoutMode: 'iteration', batchSize: 200 }) as unknown as AsyncIterable<ThreadDoc>,

    /** A page of the user's threads, newest first, strictly after `after`. */
    async page(userId: string, limit: number, after: ThreadCursor | null): Promise<ThreadDoc[]> {
      const filter = after
        ? { userId, $or: [{ created_at: { $lt: after.createdAt } }, { created_at: after.createdAt, _id: { $lt: after.id } }] }
        : { userId };
      return threads.find(filter).sort({ created_at: -1, _id: -1 }).limit(limit).lean<ThreadDoc[]>().exec();
    },
  };
}

export type ThreadsRepository = ReturnType<typeof createThreadsRepository>;
