import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '@chainscribe/service-kit';

/**
 * Requests per minute, counted in Redis across gateway replicas: by client IP (before the token is
 * checked) and by signed-in user (after). `key` picks what is counted; no key, no limit.
 */
export function rateLimit(redis: Redis, keyPrefix: string, perMinute: number, key: (req: Request) => string | undefined): RequestHandler {
  const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: perMinute, duration: 60 });
  return async (req, _res, next) => {
    const subject = key(req);
    if (subject !== undefined) {
      try {
        await limiter.consume(subject);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        const seconds = Math.ceil(res.msBeforeNext / 1000);
        throw AppError.tooManyRequests(`Too many requests. Please wait ${seconds} seconds and try again.`, seconds);
      }
    }
    next();
  };
}
