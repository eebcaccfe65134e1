import type { mongo } from 'mongoose';
import { AppError } from './errors.ts';
import { LeaseLostError, type Lease } from './locks.ts';
import { isDuplicateKeyError } from './mongo.ts';
import { within } from './deadline.ts';

/** Every document written under a lock carries the fence it was last written with. */
export const FENCE_FIELD = '_fence';

/** Time kept between the end of a MongoDB operation's budget and the end of the lease. */
const SAFETY_MARGIN_MS = 100;
/** Below this there is no point sending a write: it could not finish inside the lease. */
const MIN_OPERATION_MS = 50;

/** The document was written by a newer lock holder since this one read it: nothing was written. */
export class StaleWriteError extends AppError {
  constructor(lockName: string, fence: number) {
    super(409, 'This record was just changed by another request. Please try again.', {
      code: 'stale_write',
      details: { lock: lockName, fence },
    });
    this.name = 'StaleWriteError';
  }
}

type Filter = mongo.Filter<mongo.Document>;
/** Update operators as MongoDB takes them; `$set` gains the fence. */
export interface FencedUpdate {
  $set?: Record<string, unknown>;
  [operator: `$${string}`]: unknown;
}

export interface FencedUpdateResult {
  /** A document matched the caller's filter (and was updated) or was inserted by the upsert. */
  written: boolean;
  upserted: boolean;
}

/** The caller's filter plus "stored fence not newer than ours", kept top-level so an upsert still takes the filter's fields. */
function withFence(filter: Filter, fence: number): Filter {
  const notNewer = [{ [FENCE_FIELD]: { $lte: fence } }, { [FENCE_FIELD]: { $exists: false } }];
  if (filter.$or === undefined) return { ...filter, $or: notNewer };
  const { $or: own, ...rest } = filter;
  return { ...rest, $and: [...(filter.$and ?? []), { $or: own }, { $or: notNewer }] };
}

function leaseBound<T>(lease: Lease, what: string, budgetMs: number, run: (maxTimeMS: number) => Promise<T>): Promise<T> {
  return within(run(budgetMs), budgetMs, () => {
    lease.logger.warn({ budgetMs, what }, 'MongoDB did not answer within the lease; the write is abandoned');
    return AppError.unavailable('The database did not answer in time. Please try again in a moment.');
  });
}

/**
 * The one conditional update for read-modify-writes under a lock (locks.ts). It writes only if
 * the lease is still held right now and the document's stored fence is not newer than the
 * lease's, stamps the lease's fence on the document, and gives MongoDB an operation timeout
 * (server-side maxTimeMS and a client-side deadline) shorter than what is left of the lease, so
 * a write either lands while the lock is ours or is abandoned.
 *
 * Guarantees by engine: on MongoDB the fence condition is evaluated atomically with the write, so
 * a stale write that reaches the server late is refused exactly. FerretDB 1.x evaluates the filter
 * and then replaces the document in two steps with no isolation, so there the fence check is
 * best-effort: it is combined with the held-lease check immediately before sending and the
 * operation timeout shorter than the lease, which together leave only a stall inside FerretDB's own
 * read-then-replace as a window.
 *
 * Refusals: LeaseLostError (503) when the lease is gone or too short, StaleWriteError (409) when a
 * newer holder has written the document, 503 when MongoDB does not answer in time. Each is logged
 * with the lock name and fence.
 */
export async function fencedUpdateOne<T extends mongo.Document>(
  typedCollection: mongo.Collection<T>,
  lease: Lease,
  filter: Record<string, unknown>,
  update: FencedUpdate,
  options: { upsert?: boolean } = {},
): Promise<FencedUpdateResult> {
  // The fence field is not part of T: from here on the collection is handled as plain documents.
  const collection = typedCollection as unknown as mongo.Collection;
  const plainFilter = filter as Filter;
  const left = await lease.check();
  const budget = left - SAFETY_MARGIN_MS;
  if (budget < MIN_OPERATION_MS) {
    lease.logger.warn({ leftMs: left }, 'too little of the lease left to write; the write is refused');
    throw new LeaseLostError(lease.name, `only ${Math.round(left)} ms of the lease left`);
  }
  const fenced = { ...update, $set: { ...update.$set, [FENCE_FIELD]: lease.fence } } as mongo.UpdateFilter<mongo.Document>;
  try {
    const result = await leaseBound(lease, 'update', budget, (maxTimeMS) =>
      collection.updateOne(withFence(plainFilter, lease.fence), fenced, { upsert: options.upsert ?? false, maxTimeMS }),
    );
    if (result.matchedCount > 0 || result.upsertedCount > 0) return { written: true, upserted: result.upsertedCount > 0 };
  } catch (err) {
    // An upsert whose filter missed an existing document tries to insert a second one with its id.
    if (!(options.upsert && isDuplicateKeyError(err))) throw err;
  }
  // Nothing written: either the caller's own condition did not hold, or a newer holder wrote first.
  const readBudget = lease.remainingMs() - SAFETY_MARGIN_MS;
  if (readBudget < MIN_OPERATION_MS) throw new LeaseLostError(lease.name, 'the lease ran out before the write could be confirmed');
  const newer = await leaseBound(lease, 'fence read', readBudget, (maxTimeMS) =>
    collection.findOne({ ...plainFilter, [FENCE_FIELD]: { $gt: lease.fence } }, { projection: { [FENCE_FIELD]: 1 }, maxTimeMS }),
  );
  if (newer) {
    lease.logger.warn({ storedFence: newer[FENCE_FIELD] as unknown }, 'stale write refused: the document carries a newer fence');
    throw new StaleWriteError(lease.name, lease.fence);
  }
  return { written: false, upserted: false };
}
