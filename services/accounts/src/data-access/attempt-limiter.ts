import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { redisKeys } from '@chainscribe/contracts';
import { AppError } from '@chainscribe/service-kit';

function tooMany(res: RateLimiterRes): AppError {
  const seconds = Math.ceil(res.msBeforeNext / 1000);
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return AppError.tooManyRequests(`Too many attempts. Please wait ${wait} and try again.`, seconds);
}

/**
 * Brute-force brakes in Redis, shared by every accounts replica: attempts per IP, and failures per
 * identifier (email or phone) with a cool-down. A success clears the identifier's failures.
 */
export function createAttemptLimiter(redis: Redis, options: { perIp: number; failuresPerIdentifier: number; windowSeconds: number; keyPrefix: string }) {
  const keys = redisKeys(options.keyPrefix);
  const perIp = new RateLimiterRedis({ storeClient: redis, keyPrefix: keys.rateLimit('auth-ip'), points: options.perIp, duration: options.windowSeconds });
  const perIdentifier = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: keys.rateLimit('auth-id'),
    points: options.failuresPerIdentifier,
    duration: options.windowSeconds,
    blockDuration: options.windowSeconds,
  });
  return {
    async guard(ip: string, identifier?: string): Promise<void> {
      try {
        await perIp.consume(ip);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw tooMany(res);
        throw res;
      }
      if (!identifier) return;
      const state = await perIdentifier.get(identifier);
      if (state && state.consumedPoints >= options.failuresPerIdentifier) throw tooMany(state);
    },
    async failed(identifier: string): Promise<void> {
      await perIdentifier.consume(identifier).catch((res: unknown) => {
        if (!(res instanceof RateLimiterRes)) throw res;
      });
    },
    async succeeded(identifier: string): Promise<void> {
      await perIdentifier.delete(identifier);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
