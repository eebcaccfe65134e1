import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { within } from './deadline.ts';
import { AppError } from './errors.ts';
import type { Logger } from './logger.ts';
import { sleep } from './retry.ts';

/**
 * Takes the lock and, in the same step, the next fencing token of that lock name. The counter is
 * seeded from the Redis clock in microseconds when it is missing (first use, expiry, a Redis that
 * lost its data), so a token never goes back below one already stamped on a document: that would
 * make every later write of it look stale. INCR then keeps it strictly increasing per name.
 */
const acquireScript = `
if not redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return false end
if redis.call('EXISTS', KEYS[2]) == 0 then
  local t = redis.call('TIME')
  redis.call('SET', KEYS[2], t[1] .. string.format('%06d', tonumber(t[2])))
end
local fence = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return fence`;

/** The milliseconds left on the lock if it still holds our token, else -3. */
const remainingScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PTTL', KEYS[1]) end return -3`;

// Deletes the key only if it still holds our token: a lock that expired and was taken by someone
// else is never released by us.
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Fence counters only need to outlive any write still in flight; a day bounds Redis memory. */
const FENCE_COUNTER_TTL_MS = 24 * 60 * 60 * 1000;

/** The lease ran out (or Redis could not confirm it in time): nothing was written, a retry is safe. */
export class LeaseLostError extends AppError {
  constructor(lockName: string, reason: string) {
    super(503, 'This record is busy right now. Please try again in a moment.', { code: 'lease_lost', details: { lock: lockName, reason } });
    this.name = 'LeaseLostError';
  }
}

/** What the holder of a lock gets: its fencing token and ways to know whether it still holds it. */
export interface Lease {
  readonly name: string;
  /** Strictly greater than the fence of every earlier holder of this lock name. */
  readonly fence: number;
  /** Bound to the lock name and fence, for reporting a lost lease. */
  readonly logger: Logger;
  /**
   * Milliseconds left by this process's clock, counted from before the lock was requested, so it
   * never overstates what Redis grants.
   */
  remainingMs(): number;
  /**
   * Asks Redis whether the lock is still ours and answers the milliseconds left (the smaller of
   * Redis's and our own count); throws LeaseLostError (logged) when it is not, or when Redis does
   * not answer before the lease would end anyway.
   */
  check(): Promise<number>;
}

export interface LocksOptions {
  prefix: string;
  logger: Logger;
  /** How long a holder may keep a lock; writes under it must finish well within this. */
  ttlMs?: number;
  /** How long to wait for a busy lock before answering 503. */
  waitMs?: number;
}

/**
 * Short per-key mutexes in Redis with fencing tokens. FerretDB v1 (our local MongoDB-wire server)
 * applies every update as read → modify in Go → replace the whole document, with no isolation:
 * concurrent updates of one document lose each other's changes, conditional filters included
 * (measured: 20 concurrent $inc leave 1–3). Writers of a shared document therefore take its lock
 * first. A lock alone is not enough: a holder that stalls past its lease may still write after the
 * next holder did, so every write under a lock goes through `fencedUpdateOne` (fenced-update.ts),
 * which refuses a write older than the document's last one.
 */
export function createLocks(redis: Redis, options: LocksOptions) {
  const ttlMs = options.ttlMs ?? 10_000;
  const waitMs = options.waitMs ?? 5_000;
  const busy = () => AppError.unavailable('This record is busy right now. Please try again in a moment.');

  async function acquire(name: string): Promise<{ lease: Lease; release: () => Promise<void> }> {
    const key = `${options.prefix}lock:{${name}}`;
    const counterKey = `${options.prefix}fence:{${name}}`;
    const token = randomBytes(12).toString('base64url');
    const deadline = performance.now() + waitMs;
    for (;;) {
      const requestedAt = performance.now();
      const left = deadline - requestedAt;
      if (left <= 0) throw busy();
      // A Redis that stalls must not hold the caller past its wait: give up and answer 503.
      const fence = await within(redis.eval(acquireScript, 2, key, counterKey, token, ttlMs, FENCE_COUNTER_TTL_MS), left, busy).catch(
        (err: unknown) => {
          // The abandoned acquire is still in the connection's pipe and a stalled Redis runs it when
          // it wakes, leaving a lock nobody holds for the whole lease. A release sent now runs right
          // after it, on the same connection, in order.
          redis.eval(releaseScript, 1, key, token).catch(() => undefined);
          throw err;
        },
      );
      if (typeof fence === 'number') {
        const expiresAt = requestedAt + ttlMs;
        const logger = options.logger.child({ lock: name, fence });
        const remainingMs = () => expiresAt - performance.now();
        const lost = (reason: string) => {
          logger.warn({ reason }, 'lock lease lost; the write is refused');
          return new LeaseLostError(name, reason);
        };
        const lease: Lease = {
          name,
          fence,
          logger,
          remainingMs,
          async check() {
            const local = remainingMs();
            if (local <= 0) throw lost('lease expired');
            const answer = await within(redis.eval(remainingScript, 1, key, token), local, () =>
              lost('Redis did not confirm the lease in time'),
            );
            if (typeof answer !== 'number' || answer <= 0) throw lost('lease expired or taken by another holder');
            return Math.min(answer, remainingMs());
          },
        };
        const release = async () => {
          // Best effort: a lock we cannot release expires by itself within its lease.
          await within(redis.eval(releaseScript, 1, key, token), 1000, () => new Error('release timed out')).catch((err: unknown) =>
            logger.warn({ err: (err as Error).message }, 'lock release failed; it expires by itself'),
          );
        };
        return { lease, release };
      }
      await sleep(10 + Math.random() * 30);
    }
  }

  return {
    ttlMs,
    /** Runs `work` while holding the named lock; `work` writes through `fencedUpdateOne(…, lease, …)`. */
    async withLock<T>(name: string, work: (lease: Lease) => Promise<T>): Promise<T> {
      const { lease, release } = await acquire(name);
      try {
        return await work(lease);
      } finally {
        await release();
      }
    },
  };
}

export type Locks = ReturnType<typeof createLocks>;
