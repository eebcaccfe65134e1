import { engineCallTimeouts } from './telemetry/metrics.ts';
import { within } from './deadline.ts';

/** What a user sees when Redis, MongoDB or Kafka is stalled or unreachable. */
export const engineBusyMessage = 'The service is busy right now. Please try again in a moment.';

export type Engine = 'redis' | 'mongo' | 'kafka';

/** An engine call of ours that failed because the engine is stalled or unreachable. */
export class EngineUnavailableError extends Error {
  readonly engine: Engine;
  constructor(engine: Engine, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineUnavailableError';
    this.engine = engine;
  }
}

/** A call of ours to an engine that ran out of its deadline (the client library has none). */
export class EngineTimeoutError extends EngineUnavailableError {
  constructor(engine: Engine, what: string, ms: number, options?: { cause?: unknown }) {
    super(engine, `${what} did not finish within ${ms} ms`, options);
    this.name = 'EngineTimeoutError';
  }
}

const mongoNames = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoOperationTimeoutError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
]);
// ioredis throws plain Errors; these are its texts for a command that timed out or a connection
// that is down (offline queue disabled, retries per request exhausted, closed by us).
const redisMessages = /^(Command timed out|Connection is closed\.?|Stream isn't writeable.*|Reached the max retries per request limit.*)$/;

function ownEngine(err: Error): Engine | undefined {
  if (err instanceof EngineUnavailableError) return err.engine;
  if (mongoNames.has(err.name) || /^Operation `.+` buffering timed out/.test(err.message)) return 'mongo';
  // Every kafkajs error: events are validated before they reach the client, so whatever kafkajs
  // throws (a timeout, a lost connection, a leader moving) is about the broker, not the request.
  if (err.name.startsWith('KafkaJS')) return 'kafka';
  if (err.name === 'MaxRetriesPerRequestError' || redisMessages.test(err.message)) return 'redis';
  return undefined;
}

/** The engine that failed when `err` (or one of its causes) says "stalled or unreachable". */
export function unavailableEngine(err: unknown): Engine | undefined {
  for (let current = err, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const engine = ownEngine(current);
    if (engine) return engine;
  }
  return undefined;
}

export const isEngineUnavailable = (err: unknown): boolean => unavailableEngine(err) !== undefined;

/** Bounds a call whose client has no deadline of its own; the call itself is left to finish or fail. */
export function withDeadline<T>(engine: Engine, what: string, ms: number, work: Promise<T>): Promise<T> {
  return within(work, ms, () => {
    engineCallTimeouts.inc({ engine });
    return new EngineTimeoutError(engine, what, ms);
  });
}
