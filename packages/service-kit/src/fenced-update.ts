import mongoose, { type mongo } from 'mongoose';
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

/** Asks Redis that the lease is still ours and answers the budget left for one MongoDB operation. */
async function operationBudget(lease: Lease): Promise<number> {
  const left = await lease.check();
  const budget = left - SAFETY_MARGIN_MS;
  if (budget < MIN_OPERATION_MS) {
    lease.logger.warn({ leftMs: left }, 'too little of the lease left to write; the write is refused');
    throw new LeaseLostError(lease.name, `only ${Math.round(left)} ms of the lease left`);
  }
  return budget;
}

/**
 * The budget for a read before the write's own lease check, by this process's clock. A lease that
 * has run out here is put to Redis anyway, which refuses it and logs the lost lease.
 */
async function readBudget(lease: Lease): Promise<number> {
  const budget = lease.remainingMs() - SAFETY_MARGIN_MS;
  return budget < MIN_OPERATION_MS ? operationBudget(lease) : budget;
}

/** What is left of the lease for a read after a write, without asking Redis again. */
function remainingBudget(lease: Lease): number {
  const budget = lease.remainingMs() - SAFETY_MARGIN_MS;
  if (budget < MIN_OPERATION_MS) throw new LeaseLostError(lease.name, 'the lease ran out before the write could be confirmed');
  return budget;
}

const scanningEngines = new WeakMap<object, Promise<boolean>>();

/**
 * Whether the collection lives on FerretDB 1.x (its buildInfo names `ferretdbVersion`). Its SQLite
 * backend hands SQLite only a filter that is exactly `{ _id: <string or ObjectId> }`; any other
 * filter is evaluated in FerretDB by decoding every document in storage order (measured at 10,000
 * items of 2 KB: 0.4-0.7 s per conditional update, against 2 ms for the same update by `_id` on the
 * FerretDB deploy/local builds, whose `_id` lookups use the index).
 * Asked once per connection; a collection that is not mongoose's keeps the conditional filter.
 */
export function filtersByScan(collection: mongo.Collection): Promise<boolean> {
  const conn: unknown = (collection as { conn?: unknown }).conn;
  if (!(conn instanceof mongoose.Connection) || !conn.db) return Promise.resolve(false);
  const db = conn.db;
  let known = scanningEngines.get(conn);
  if (!known) {
    known = db
      .admin()
      .command({ buildInfo: 1 })
      .then((info) => typeof info.ferretdbVersion === 'string');
    // A failed probe is asked again next time rather than remembered.
    known.catch(() => scanningEngines.delete(conn));
    scanningEngines.set(conn, known);
  }
  return known;
}

/** The `_id` of a filter that names nothing else, as FerretDB can hand it to SQLite. */
function keyOf(filter: Record<string, unknown>): string | mongo.ObjectId | undefined {
  const keys = Object.keys(filter);
  const id = filter._id;
  if (keys.length !== 1 || keys[0] !== '_id') return undefined;
  return typeof id === 'string' || id instanceof mongoose.mongo.ObjectId ? id : undefined;
}

function refuseStale(lease: Lease, storedFence: unknown): never {
  lease.logger.warn({ storedFence }, 'stale write refused: the document carries a newer fence');
  throw new StaleWriteError(lease.name, lease.fence);
}

/** Conditional write where the engine evaluates the fence with the write (MongoDB: atomically). */
async function filteredUpdate(
  collection: mongo.Collection,
  lease: Lease,
  filter: Filter,
  fenced: mongo.UpdateFilter<mongo.Document>,
  { budget, upsert }: { budget: number; upsert: boolean },
): Promise<FencedUpdateResult> {
  try {
    const result = await leaseBound(lease, 'update', budget, (maxTimeMS) =>
      collection.updateOne(withFence(filter, lease.fence), fenced, { upsert, maxTimeMS }),
    );
    if (result.matchedCount > 0 || result.upsertedCount > 0) return { written: true, upserted: result.upsertedCount > 0 };
  } catch (err) {
    // An upsert whose filter missed an existing document tries to insert a second one with its id.
    if (!(upsert && isDuplicateKeyError(err))) throw err;
  }
  // Nothing written: either the caller's own condition did not hold, or a newer holder wrote first.
  const newer = await leaseBound(lease, 'fence read', remainingBudget(lease), (maxTimeMS) =>
    collection.findOne({ ...filter, [FENCE_FIELD]: { $gt: lease.fence } }, { projection: { [FENCE_FIELD]: 1 }, maxTimeMS }),
  );
  if (newer) refuseStale(lease, newer[FENCE_FIELD]);
  return { written: false, upserted: false };
}

/**
 * The same write on FerretDB, by key: the stored fence is read by `_id` and compared here, the
 * lease is checked in Redis again, and the update names only `_id`, so both are single SQLite
 * statements instead of a decode of the whole collection in FerretDB. FerretDB has no isolation
 * between its own read and replace either; what this gives up against the filtered write is only
 * an update that reaches FerretDB after the lease has ended (sent within it, held in transit).
 * `readUnderLease` is the document as the caller read it under this same lease (null: not there):
 * its fence is as good as a fresh read, since only a newer lease can write a newer fence and the
 * lease check before the update refuses once there is one. It saves the read.
 */
async function keyedUpdate(
  collection: mongo.Collection,
  lease: Lease,
  id: string | mongo.ObjectId,
  fenced: mongo.UpdateFilter<mongo.Document>,
  { upsert, readUnderLease }: { upsert: boolean; readUnderLease?: mongo.Document | null },
): Promise<FencedUpdateResult> {
  const byKey = { _id: id } as Filter;
  const stored =
    readUnderLease !== undefined
      ? readUnderLease
      : await leaseBound(lease, 'fence read', await readBudget(lease), (maxTimeMS) =>
          collection.findOne(byKey, { projection: { [FENCE_FIELD]: 1 }, maxTimeMS }),
        );
  if (stored === null && !upsert) return { written: false, upserted: false };
  const storedFence: unknown = stored?.[FENCE_FIELD];
  if (typeof storedFence === 'number' && storedFence > lease.fence) refuseStale(lease, storedFence);
  const writeBudget = await operationBudget(lease);
  try {
    const result = await leaseBound(lease, 'update', writeBudget, (maxTimeMS) =>
      collection.updateOne(byKey, fenced, { upsert: stored === null, maxTimeMS }),
    );
    return { written: result.matchedCount > 0 || result.upsertedCount > 0, upserted: result.upsertedCount > 0 };
  } catch (err) {
    // Inserted by someone else between the read and the upsert: its fence decides, read again.
    if (stored === null && isDuplicateKeyError(err)) return keyedUpdate(collection, lease, id, fenced, { upsert: false });
    throw err;
  }
}

/**
 * An upsert of a document that is usually new (a job's history), on FerretDB: the whole document
 * inserted with the fence, one command and FerretDB's cheapest write (measured: an insert 1,088/s
 * against 785/s for the fence read and the upserting update). Only when the id is taken does it
 * fall back to the keyed update, which compares that document's fence.
 */
async function insertFirst(
  collection: mongo.Collection,
  lease: Lease,
  id: string | mongo.ObjectId,
  fenced: mongo.UpdateFilter<mongo.Document>,
): Promise<FencedUpdateResult> {
  const budget = await operationBudget(lease);
  try {
    await leaseBound(lease, 'insert', budget, (maxTimeMS) =>
      collection.insertOne({ _id: id, ...fenced.$set } as mongo.Document, { maxTimeMS }),
    );
    return { written: true, upserted: true };
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    return keyedUpdate(collection, lease, id, fenced, { upsert: true });
  }
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
 * read-then-replace as a window. On FerretDB a filter that is only `_id` is written by key
 * (keyedUpdate): O(1) statements instead of a scan of the collection per write, and a caller that
 * has just read the document under the lease passes it as `readUnderLease` to skip the fence read.
 * An upsert of a document that is usually new says `likelyNew` and is tried as an insert first.
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
  options: { upsert?: boolean; readUnderLease?: mongo.Document | null; likelyNew?: boolean } = {},
): Promise<FencedUpdateResult> {
  // The fence field is not part of T: from here on the collection is handled as plain documents.
  const collection = typedCollection as unknown as mongo.Collection;
  const fenced = { ...update, $set: { ...update.$set, [FENCE_FIELD]: lease.fence } } as mongo.UpdateFilter<mongo.Document>;
  const upsert = options.upsert ?? false;
  const id = keyOf(filter);
  // The keyed write checks the lease right before its update: one Redis round trip, not one per step.
  if (id !== undefined && (await leaseBound(lease, 'engine probe', await readBudget(lease), () => filtersByScan(collection)))) {
    const onlySet = Object.keys(update).every((operator) => operator === '$set');
    if (upsert && options.likelyNew && onlySet && options.readUnderLease === undefined) return insertFirst(collection, lease, id, fenced);
    return keyedUpdate(collection, lease, id, fenced, { upsert, readUnderLease: options.readUnderLease });
  }
  return filteredUpdate(collection, lease, filter, fenced, { budget: await operationBudget(lease), upsert });
}
