import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '@chainscribe/service-kit';
import type { ResultCache } from './ports.ts';

/** Hashed keys: topics are free text of any length and alphabet. */
export const resultCacheKey = (prefix: string, key: string) => `${prefix}result:${createHash('sha256').update(key).digest('hex')}`;

/**
 * Research results in Redis. The cache only saves work: when Redis misbehaves the request is
 * answered fresh instead of failing.
 */
export function createResultCache(redis: Redis, logger: Logger, prefix: string): ResultCache {
  return {
    async get(key) {
      try {
        const raw = await redis.get(resultCacheKey(prefix, key));
        return raw === null ? undefined : (JSON.parse(raw) as unknown);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'research cache read failed');
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(resultCacheKey(prefix, key), JSON.stringify(value), 'EX', ttlSeconds);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'research cache write failed');
      }
    },
  };
}
