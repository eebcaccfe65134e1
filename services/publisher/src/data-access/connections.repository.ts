import type { Connection } from 'mongoose';
import { fencedUpdateOne, type Locks } from '@chainscribe/service-kit';
import { connectionModel, type ConnectionDoc } from './connection.model.ts';

/**
 * X connections, one per user. Every write happens under the user's connection lock with a fence:
 * a token refresh reads, asks X and writes, and two of those at once would burn a rotated refresh
 * token (the second refresh presents one X has already replaced).
 */
export function createConnectionsRepository(connection: Connection, locks: Locks) {
  const model = connectionModel(connection);
  return {
    init: () => model.init(),
    get: (userId: string) => model.findById(userId).lean<ConnectionDoc>().exec(),
    /** Runs `work` holding the user's connection lock; `write` stores a whole new state under the same lease. */
    withLock<T>(userId: string, work: (write: (doc: Omit<ConnectionDoc, '_id'>) => Promise<void>) => Promise<T>): Promise<T> {
      return locks.withLock(`connection:${userId}`, (lease) =>
        work(async (doc) => {
          await fencedUpdateOne(model.collection, lease, { _id: userId }, { $set: { ...doc } }, { upsert: true });
        }),
      );
    },
    remove: async (userId: string) => {
      await model.deleteOne({ _id: userId }).exec();
    },
    eraseUser: async (userId: string) => (await model.deleteMany({ _id: userId }).exec()).deletedCount,
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
