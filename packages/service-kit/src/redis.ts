import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';
import { redactUrl } from './mongo.ts';
import { retry } from './retry.ts';

export type { Redis };

export async function connectRedis(url: string, logger: Logger, options: { attempts?: number } = {}): Promise<Redis> {
  return retry(
    `Connecting to Redis at ${redactUrl(url)}`,
    async () => {
      const redis = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 2,
        connectTimeout: 3000,
        // After the first connection, reconnect forever with a capped delay: Redis restarts are routine.
        retryStrategy: (times) => Math.min(times * 200, 3000),
      });
      redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
      try {
        await redis.connect();
        return redis;
      } catch (err) {
        redis.disconnect();
        throw err;
      }
    },
    {
      attempts: options.attempts ?? 10,
      onRetry: (err, attempt, delayMs) => logger.warn({ attempt, delayMs, err: (err as Error).message }, 'Redis not reachable yet'),
    },
  );
}

export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
}
