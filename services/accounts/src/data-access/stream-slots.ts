import type { Redis } from 'ioredis';

/**
 * Takes a slot if the user holds fewer than `max` live ones. Slots of streams whose replica died
 * without saying goodbye age out: every open stream refreshes its score on each heartbeat.
 */
const acquireScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[3])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/**
 * Open event streams per user, counted in Redis so the cap holds across every accounts replica.
 * Taking a slot is one atomic script: concurrent opens cannot both see room for one.
 */
export function createStreamSlots(redis: Redis, options: { max: number; staleMs: number; keyPrefix: string }) {
  const key = (userId: string) => `${options.keyPrefix}cs:accounts:streams:{${userId}}`;
  return {
    max: options.max,
    async acquire(userId: string, streamId: string): Promise<boolean> {
      return (await redis.eval(acquireScript, 1, key(userId), Date.now(), options.max, options.staleMs, streamId)) === 1;
    },
    async touch(userId: string, streamId: string): Promise<void> {
      await redis.zadd(key(userId), 'XX', Date.now(), streamId);
      await redis.pexpire(key(userId), options.staleMs);
    },
    async release(userId: string, streamId: string): Promise<void> {
      await redis.zrem(key(userId), streamId);
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
