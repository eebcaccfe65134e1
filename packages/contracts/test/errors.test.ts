import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, problemSchema, toFieldErrors } from '../src/index.ts';

describe('problem body', () => {
  it('when a problem carries the UI message and field errors, then it parses', () => {
    const problem = problemSchema.parse({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      error: messages.threadLimitReached,
      code: 'thread_limit_reached',
      requestId: 'req-1',
      errors: [{ path: 'options.threadLength', message: 'too long' }],
    });
    expect(problem.error).toBe('Daily thread limit reached. Upgrade to premium for unlimited threads.');
  });

  it('when the UI message is missing, then the problem is rejected at "error"', () => {
    const result = problemSchema.safeParse({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['error']);
  });

  it('when a status is not an error status, then the problem is rejected', () => {
    expect(problemSchema.safeParse({ type: 'about:blank', title: 'OK', status: 200, error: 'x' }).success).toBe(false);
  });

  it('when a zod error is converted, then paths are dotted', () => {
    const result = z.object({ options: z.object({ threadLength: z.number() }) }).safeParse({ options: { threadLength: 'x' } });
    if (result.success) throw new Error('expected a validation error');
    expect(toFieldErrors(result.error)).toEqual([{ path: 'options.threadLength', message: expect.any(String) }]);
  });

  it('when messages take a detail, then the spec wording is kept', () => {
    expect(messages.failedToLoadAnalytics('500 boom')).toBe('Failed to load analytics data: 500 boom');
    expect(messages.failedToCreateUser('dup')).toBe('Failed to create user in database: dup');
  });
});
