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
 * Brute-force brakes in Redis, shared by every accounts replica: attempts per IP, and password
 * checks per identifier (email or phone) with a cool-down.
 *
 * Each sign-in takes one point from its identifier *before* the password is checked, in one
 * atomic Redis step (rate-limiter-flexible's INCR script), and a success gives them all back. So
 * however many attempts race, at most `failuresPerIdentifier` passwords are ever checked per
 * window; there is no read-then-check window for concurrent guesses to slip through.
 */
export function createAttemptLimiter(
  redis: Redis,
  options: { perIp: number; failuresPerIdentifier: number; windowSeconds: number; keyPrefix: string },
) {
  const keys = redisKeys(options.keyPrefix);
  const perIp = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: keys.rateLimit('auth-ip'),
    points: options.perIp,
    duration: options.windowSeconds,
  });
  const perIdentifier = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: keys.rateLimit('auth-id'),
    points: options.failuresPerIdentifier,
    duration: options.windowSeconds,
    blockDuration: options.windowSeconds,
  });
  const take = async (limiter: RateLimiterRedis, key: string) => {
    try {
      await limiter.consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooMany(res);
      throw res;
    }
  };
  return {
    /** Counts an attempt from this address; with an identifier, also reserves one password check for it. */
    async guard(ip: string, identifier?: string): Promise<void> {
      await take(perIp, ip);
      if (identifier) await take(perIdentifier, identifier);
    },
    /** The right password: the identifier's reserved checks are given back. */
    async succeeded(identifier: string): Promise<void> {
      await perIdentifier.delete(identifier);
    },
    /** A deleted account: its email or phone is no longer kept, even in a cool-down. */
    async forget(identifier: string): Promise<void> {
      await perIdentifier.delete(identifier);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
