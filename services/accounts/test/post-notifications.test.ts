import { describe, expect, it } from 'vitest';
import { createEvent } from '@chainscribe/contracts';
import { postMessageOf } from '../src/domain/post-notifications.ts';

const meta = (key: string) => ({ key, producer: 'publisher', occurredAt: new Date('2026-11-27T10:00:00.000Z') });

describe("a scheduled post's outcome as a push", () => {
  it('when a thread goes live, then the push names its length and opens the item in the library', () => {
    const event = createEvent(
      'post.published',
      {
        postId: 'p-1',
        userId: 'u-1',
        itemId: 'item-1',
        kind: 'thread',
        tweetIds: ['1', '2', '3'],
        url: 'https://x.com/ada/status/1',
        xUserId: '42',
        tone: null,
        hook: null,
        publishedAt: '2026-11-27T10:00:00.000Z',
      },
      meta('p-1'),
    );
    expect(postMessageOf(event)).toEqual({
      userId: 'u-1',
      message: { title: 'Your 3-tweet thread is live on X', body: 'Open it to see how it does.', url: '/dashboard/library/item-1' },
    });
  });

  it('when posting stops, then the push says why and what is already on X, and opens the queue', () => {
    const event = createEvent(
      'post.failed',
      {
        postId: 'p-2',
        userId: 'u-2',
        itemId: 'item-2',
        reason: 'reconnect_required',
        message: 'X no longer accepts this connection. Reconnect X to go on.',
        tweetIds: ['1'],
        attempt: 1,
        failedAt: '2026-11-27T10:00:00.000Z',
      },
      meta('p-2:1'),
    );
    expect(postMessageOf(event)).toEqual({
      userId: 'u-2',
      message: {
        title: 'Posting to X stopped',
        body: 'X no longer accepts this connection. Reconnect X to go on. 1 tweet is already on X.',
        url: '/dashboard/queue',
      },
    });
  });

  it('when a post is only scheduled or cancelled, then nothing is pushed', () => {
    const cancelled = createEvent(
      'post.cancelled',
      { postId: 'p-3', userId: 'u-3', itemId: 'i-3', cancelledAt: '2026-11-27T10:00:00.000Z' },
      meta('p-3'),
    );
    expect(postMessageOf(cancelled)).toBeNull();
  });
});
