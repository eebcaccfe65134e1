import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { sleep } from './retry.ts';

// Deletes the key only if it still holds our token: a lock that expired and was taken by someone
// else is never released by us.
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Short per-key mutexes in Redis. FerretDB v1 (our local MongoDB-wire server) applies every
 * update as read → modify in Go → replace the whole document, with no isolation: concurrent
 * updates of one document lose each other's changes, conditional filters included (measured:
 * 20 concurrent $inc leave 1–3). Writers of a shared document therefore take its lock first.
 */
export function createLocks(redis: Redis, options: { prefix: string; ttlMs?: number; waitMs?: number }) {
  const ttlMs = options.ttlMs ?? 10_000;
  const waitMs = options.waitMs ?? 5_000;
  return {
    async withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
      const key = `${options.prefix}lock:${name}`;
      const token = randomBytes(12).toString('base64url');
      const deadline = Date.now() + waitMs;
      while ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') {
        if (Date.now() > deadline) throw AppError.unavailable('This record is busy right now. Please try again in a moment.');
        await sleep(10 + Math.random() * 30);
      }
      try {
        return await work();
      } finally {
        await redis.eval(releaseScript, 1, key, token);
      }
    },
  };
}

export type Locks = ReturnType<typeof createLocks>;
