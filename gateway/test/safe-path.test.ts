import { describe, expect, it } from 'vitest';
import { pathProblem } from '../src/middleware/safe-path.ts';

describe('which request paths the gateway forwards', () => {
  it('when a path is plain, percent-encodes ordinary characters or carries any query, then it passes', () => {
    for (const ok of [
      '/',
      '/api/tokens/search?q=../../etc&x=%2f%2e%2e',
      '/api/users/me',
      '/api/checkout/sandbox/ch_1%40x',
      '/u/caf%C3%A9',
      '/dashboard/',
      '/api/threads/user/user_2abc',
    ]) {
      expect(pathProblem(ok), ok).toBeNull();
    }
  });

  it('when a path could be normalised into another one further in, then it is refused', () => {
    for (const bad of [
      '/api/tokens/../readyz',
      '/api/tokens/./x',
      '/api/tokens/..',
      '/api/tokens/%2e%2e/readyz',
      '/api/tokens/%2E%2e/readyz',
      '/api/tokens/..%2freadyz',
      '/api/tokens/..%2Freadyz',
      '/api/tokens/..%5creadyz',
      '/api/tokens/%252e%252e/readyz',
      '/api/tokens/%25252e/readyz',
      '/api/tokens\\..\\readyz',
      '/api//tokens',
      '//evil.example/api/x',
      '/api/tokens/%00',
      '/api/tokens/%0d%0aSet-Cookie:x',
      '/api/tokens/%',
      '/api/tokens/%g1',
      'http://127.0.0.1:4104/readyz',
      '*',
    ]) {
      expect(pathProblem(bad), bad).not.toBeNull();
    }
  });
});
