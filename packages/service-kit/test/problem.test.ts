import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@chainscribe/contracts';
import { AppError, toProblem } from '../src/index.ts';

describe('toProblem', () => {
  it('when an AppError is thrown, then its message is what the UI shows and headers travel along', () => {
    const { problem, headers } = toProblem(AppError.tooManyRequests('Too many attempts. Try again in a minute.', 42.2), 'req-1');
    expect(problem).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      error: 'Too many attempts. Try again in a minute.',
      code: 'rate_limited',
      requestId: 'req-1',
    });
    expect(headers).toEqual({ 'Retry-After': '43' });
  });

  it('when validation fails with a UI text, then that text is the error; otherwise the path is named', () => {
    const schema = z.object({ topic: z.string().min(1, messages.enterTopic), options: z.object({ threadLength: z.number() }) });
    const ui = schema.safeParse({ topic: '', options: { threadLength: 5 } });
    expect(toProblem(ui.error, undefined).problem).toMatchObject({
      status: 400,
      error: 'Please enter a topic',
      errors: [{ path: 'topic', message: 'Please enter a topic' }],
    });
    const generic = schema.safeParse({ topic: 'x', options: { threadLength: 'five' } });
    expect(toProblem(generic.error, undefined).problem.error).toMatch(/^Invalid request: options\.threadLength: /);
  });

  it('when something unexpected is thrown, then the answer is a 500 that leaks nothing', () => {
    const { problem } = toProblem(new Error('connection string mongodb://user:secret@db'), 'r');
    expect(problem).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      error: 'Something went wrong. Please try again.',
      code: 'internal',
      requestId: 'r',
    });
  });

  it('when a body is too large or not JSON, then the client is told so', () => {
    expect(toProblem({ type: 'entity.too.large', status: 413 }, undefined).problem).toMatchObject({
      status: 413,
      error: 'Request body is too large',
    });
    expect(toProblem({ type: 'entity.parse.failed', status: 400 }, undefined).problem).toMatchObject({
      status: 400,
      error: 'Request body is not valid JSON',
    });
  });
});

describe('isTransientError', () => {
  it('when a dependency connection fails, then the error is transient; a bad message is not', async () => {
    const { isTransientError } = await import('../src/index.ts');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { code: 'ECONNREFUSED' });
    const selection = Object.assign(new Error('Server selection timed out'), { name: 'MongoServerSelectionError' });
    expect(isTransientError(refused)).toBe(true);
    expect(isTransientError(selection)).toBe(true);
    expect(isTransientError(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isTransientError(new Error('payment belongs to unknown user'))).toBe(false);
    expect(isTransientError('boom')).toBe(false);
  });
});
