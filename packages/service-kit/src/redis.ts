import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';
import { redactUrl } from './mongo.ts';
import { retry } from './retry.ts';

export type { Redis };

/**
 * Every command's deadline. Redis answers in well under a millisecond, so a command that takes
 * this long means a stalled server: it fails with "Command timed out" (a 503) and the request never
 * hangs. Measured with redis-server under SIGSTOP: each command fails at the deadline, the same
 * connection serves again at once after SIGCONT. Commands that timed out are still in the socket
 * and run when the server resumes: callers that count (limits) must survive a late execution.
 */
export const redisCommandTimeoutMs = 600;

export async function connectRedis(
  url: string,
  logger: Logger,
  options: { attempts?: number; commandTimeoutMs?: number } = {},
): Promise<Redis> {
  return retry(
    `Connecting to Redis at ${redactUrl(url)}`,
    async () => {
      const redis = new Redis(url, {
        lazyConnect: true,
        commandTimeout: options.commandTimeoutMs ?? redisCommandTimeoutMs,
        // While reconnecting, commands wait in the offline queue; the command deadline bounds that too.
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
      onRetry: (err, attempt) => logger.warn({ attempt, err: (err as Error).message }, 'Redis not reachable yet'),
    },
  );
}

export async function pingRedis(redis: Redis): Promise<void> {
  // Typed as 'PONG', but a proxy or a misconfigured server may answer anything.
  const answer: string = await redis.ping();
  if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
}
