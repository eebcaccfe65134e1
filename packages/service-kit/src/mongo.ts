import mongoose, { type Connection } from 'mongoose';
import { AppError } from './errors.ts';
import type { Logger } from './logger.ts';
import { retry } from './retry.ts';

// Mongoose otherwise renders a stack trace on every query, kept only to report a query executed
// twice (a bug we do not write): about 1 % of a generation worker's CPU under load (issue 21).
mongoose.set('skipOriginalStackTraces', true);

/** Hides credentials when a URL is logged or shown in an error. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^@/]+)@/, '//***@');
}

/**
 * One connection per service to its own database. A connection object (not the mongoose
 * singleton) so a test can open several services' databases in one process.
 */
/**
 * Every operation's deadline (the driver's client-side operation timeout, `timeoutMS`): a stalled
 * server turns into a MongoOperationTimeoutError (a 503) instead of a request that hangs, and it is
 * shorter than a lock's lease so a stalled write cannot outlive the lock it was made under.
 * Measured with FerretDB under SIGSTOP: every call fails at the deadline; after SIGCONT the next
 * call succeeds at once, with no reconnect of ours.
 */
export const mongoOperationTimeoutMs = 1500;

export async function connectMongo(
  url: string,
  dbName: string,
  logger: Logger,
  options: { attempts?: number; operationTimeoutMs?: number } = {},
): Promise<Connection> {
  const timeoutMS = options.operationTimeoutMs ?? mongoOperationTimeoutMs;
  return retry(
    `Connecting to MongoDB at ${redactUrl(url)} (database ${dbName})`,
    async () => {
      const connection = mongoose.createConnection(url, {
        dbName,
        serverSelectionTimeoutMS: 3000,
        timeoutMS,
        // FerretDB v1 serves the wire protocol without retryable writes.
        retryWrites: false,
        autoIndex: true,
        // Command events feed engine_call_duration_seconds (telemetry/engine-metrics.ts).
        monitorCommands: true,
      });
      // After a long outage mongoose queues calls until it reconnects: that wait has the same bound.
      connection.set('bufferTimeoutMS', timeoutMS);
      try {
        await connection.asPromise();
        return connection;
      } catch (err) {
        await connection.close().catch(() => undefined);
        throw err;
      }
    },
    {
      attempts: options.attempts ?? 10,
      onRetry: (err, attempt) => logger.warn({ attempt, err: (err as Error).message }, 'MongoDB not reachable yet'),
    },
  );
}

export async function pingMongo(connection: Connection): Promise<void> {
  const db = connection.db;
  if (!db) throw new Error('MongoDB connection is not open');
  await db.admin().command({ ping: 1 });
}

export function isDuplicateKeyError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/** The field that collided, from the driver's keyValue or, failing that, its message. */
export function duplicateKeyField(err: unknown): string | undefined {
  const keyValue = (err as { keyValue?: Record<string, unknown> }).keyValue;
  if (keyValue) return Object.keys(keyValue)[0];
  const match = /index: (?:\w+\.)*?(\w+?)_\d/.exec(String((err as Error).message));
  return match?.[1];
}

/**
 * Turns a unique-index violation into a 409 the user can act on; other errors pass through.
 * FerretDB names neither the index nor the key, so with a single candidate field that one is meant.
 */
export function mapDuplicateKey(err: unknown, messages: Record<string, string>, fallback = 'This record already exists'): unknown {
  if (!isDuplicateKeyError(err)) return err;
  const field = duplicateKeyField(err);
  const candidates = Object.values(messages);
  const message = (field && messages[field]) || (candidates.length === 1 ? candidates[0] : undefined) || fallback;
  return AppError.conflict(message, 'duplicate');
}
