import { describe, expect, it } from 'vitest';
import { countTweet } from './tweet-count.ts';

describe('countTweet', () => {
  it('when a tweet has a long link, then the link counts 23 like on X', () => {
    const count = countTweet(`Read this https://example.com/${'a'.repeat(80)}`);
    expect(count.weighted).toBe('Read this '.length + 23);
    expect(count.over).toBe(false);
    expect(count.overflow).toBe('');
  });

  it('when a tweet has emoji and CJK, then each weighs 2', () => {
    expect(countTweet('gm 🚀').weighted).toBe(5);
    expect(countTweet('比特币').weighted).toBe(6);
  });

  it('when a tweet passes 280 weighted characters, then it is over and the overflow is exactly the part past the limit', () => {
    const text = `${'a'.repeat(279)}🚀 and more`;
    const count = countTweet(text);
    expect(count.weighted).toBe(279 + 2 + ' and more'.length);
    expect(count.over).toBe(true);
    // The emoji would make 281: it is the first thing past the limit, never cut in half.
    expect(count.within).toBe('a'.repeat(279));
    expect(count.overflow).toBe('🚀 and more');
  });

  it('when a tweet is exactly 280, then it is not over', () => {
    const count = countTweet('b'.repeat(280));
    expect(count).toEqual({ weighted: 280, over: false, within: 'b'.repeat(280), overflow: '' });
  });
});
