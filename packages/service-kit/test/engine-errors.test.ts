import { describe, expect, it } from 'vitest';
import { KafkaJSConnectionError, KafkaJSNonRetriableError, KafkaJSRequestTimeoutError } from 'kafkajs';
import { MongoOperationTimeoutError, MongoServerSelectionError } from 'mongodb';
import {
  AppError,
  EngineTimeoutError,
  EngineUnavailableError,
  engineBusyMessage,
  isTransientError,
  toProblem,
  unavailableEngine,
  withDeadline,
} from '../src/index.ts';

describe('engine stalls become one 503', () => {
  const stalls: [string, Error, string][] = [
    ['an ioredis command deadline', new Error('Command timed out'), 'redis'],
    [
      'ioredis giving up while reconnecting',
      new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.'),
      'redis',
    ],
    ['a MongoDB operation deadline', new MongoOperationTimeoutError('Timed out during socket read (1500ms)'), 'mongo'],
    [
      'no MongoDB server to select',
      new MongoServerSelectionError('connection timed out', { type: 'Unknown', servers: new Map() } as never),
      'mongo',
    ],
    ['mongoose buffering while disconnected', new Error('Operation `jobs.findOne()` buffering timed out after 1500ms'), 'mongo'],
    ['a Kafka request deadline', new KafkaJSRequestTimeoutError('Request Produce(key: 0, version: 7) timed out'), 'kafka'],
    ['kafkajs giving up with the cause inside', new KafkaJSNonRetriableError(new KafkaJSConnectionError('Connection timeout')), 'kafka'],
    ['our own bounded publish', new EngineTimeoutError('kafka', 'Publishing to generation.requested', 3000), 'kafka'],
    [
      'a publish kafkajs refused with a plain Error',
      new EngineUnavailableError('kafka', 'Publishing failed', { cause: new Error('Broker not connected') }),
      'kafka',
    ],
  ];

  it.each(stalls)(
    'when %s reaches the error middleware, then the answer is 503 with the busy message and a Retry-After',
    (_what, err, engine) => {
      expect(unavailableEngine(err)).toBe(engine);
      expect(unavailableEngine(new Error('while saving the job', { cause: err }))).toBe(engine);
      const { problem, headers } = toProblem(err, 'req-1');
      expect(problem).toMatchObject({ status: 503, error: engineBusyMessage, code: 'unavailable', requestId: 'req-1' });
      expect(headers['Retry-After']).toBe('2');
      expect(isTransientError(err)).toBe(true);
    },
  );

  it('when an error says nothing about an engine, then it stays a 500 and is not retried as transient', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(unavailableEngine(bug)).toBeUndefined();
    expect(toProblem(bug, undefined).problem).toMatchObject({ status: 500, code: 'internal' });
    expect(isTransientError(bug)).toBe(false);
  });

  it('when a service already chose its own 503, then its message is kept', () => {
    const own = AppError.unavailable('Sign-in cannot be checked right now. Please try again in a moment.', new Error('Command timed out'));
    expect(toProblem(own, undefined).problem).toMatchObject({ status: 503, error: own.message });
  });
});

describe('withDeadline', () => {
  it('when the work outlives the deadline, then the caller gets an engine timeout at the deadline', async () => {
    const started = performance.now();
    const never = new Promise<never>(() => undefined);
    await expect(withDeadline('kafka', 'Publishing to x', 100, never)).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('when the work finishes in time, then its own result or error comes through', async () => {
    await expect(withDeadline('redis', 'x', 1000, Promise.resolve(7))).resolves.toBe(7);
    await expect(withDeadline('redis', 'x', 1000, Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
