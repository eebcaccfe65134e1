import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis, createLocks, createLogger } from '../src/index.ts';
import { startPrivateRedis, type PrivateEngine } from '../../../test/support/private-engines.ts';

/**
 * A lock request that timed out on a stalled Redis is still run by Redis when it wakes. Without a
 * compensating release, that lock would be held by nobody for its whole lease and every caller of
 * that record would get "busy" until it expired. Paused on a Redis of this file's own.
 */
describe('a lock asked for while Redis stalls', () => {
  let engine: PrivateEngine;
  let redis: Redis;
  const logger = createLogger('late-locks', 'silent');

  beforeAll(async () => {
    engine = await startPrivateRedis();
    redis = await connectRedis(engine.url, logger);
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await engine?.stop();
  });

  it('when Redis resumes after a timed-out lock request, then the lock is free at once, not after its lease', async () => {
    const locks = createLocks(redis, { prefix: 'late:', logger, ttlMs: 10_000, waitMs: 300 });
    engine.pause();
    try {
      await expect(locks.withLock('record', async () => 'never')).rejects.toMatchObject({ status: 503 });
    } finally {
      engine.resume();
    }
    const started = performance.now();
    await expect(locks.withLock('record', async () => 'written')).resolves.toBe('written');
    // Well under the 10 s lease the late request would otherwise have held it for.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await redis.exists('late:lock:{record}')).toBe(0);
  }, 30_000);
});
