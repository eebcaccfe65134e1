import { createDailyCounter, type Redis } from '@chainscribe/service-kit';
import type { BudgetCounter } from './ports.ts';

/** A Redis call that takes longer than this is treated as Redis being down (fail closed, 503). */
const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });

/** Research calls per user and UTC day, on service-kit's atomic daily counter. */
export function createResearchCounter(redis: Redis, options: { keyPrefix: string; timeoutMs: number; now: () => Date }): BudgetCounter {
  const counter = createDailyCounter(redis, { prefix: `${options.keyPrefix}budget:research`, now: options.now });
  return {
    reserve: (userId, limit) => within(counter.reserve(userId, limit), options.timeoutMs, 'reserving a research unit'),
    refund: async (userId, date) => {
      await within(counter.refund(userId, date), options.timeoutMs, 'refunding a research unit');
    },
  };
}
