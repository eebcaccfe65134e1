import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '@chainscribe/service-kit';

/**
 * A per-client-address budget in Redis (shared by every replica, atomic INCR), for public forms
 * nobody signs in to use, so a script cannot fill a collection.
 */
export function createAddressLimiter(redis: Redis, options: { name: string; points: number; windowSeconds: number; keyPrefix: string }) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    // Under accounts' own namespace, which its Redis user may write (cs:rl:auth-* is the sign-in brake's).
    keyPrefix: `${options.keyPrefix}cs:accounts:rl:${options.name}`,
    points: options.points,
    duration: options.windowSeconds,
  });
  return {
    async take(address: string): Promise<void> {
      try {
        await limiter.consume(address);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
        throw AppError.tooManyRequests(
          `Too many requests from this address. Please try again in ${minutes} minutes.`,
          Math.ceil(res.msBeforeNext / 1000),
        );
      }
    },
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;
