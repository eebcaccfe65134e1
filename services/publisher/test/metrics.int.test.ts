import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceSummarySchema, postPerformanceSchema } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { identityOf, startPublisherSystem, type PublisherSystem } from './support/publisher-system.ts';
import { handle, threadOf, waitForPost } from './support/helpers.ts';

describe('post metrics (Performance Tracking)', () => {
  let sys: PublisherSystem;
  beforeAll(async () => {
    sys = await startPublisherSystem('pub-metrics', { env: { METRICS_OFFSETS_SECONDS: '1,2,3' } });
  }, 60_000);
  afterAll(() => sys?.stop());

  it('when a posted thread ages, then its readings are kept as a growing series and the summary groups it by tone, hook and hour', async () => {
    const user = identityOf(`metrics-${randomUUID()}`);
    await sys.connect(user, handle());
    await sys.call('PUT', '/api/publisher/queue/settings', user, { timeZone: 'Asia/Tokyo', slots: [{ day: 'mon', time: '09:00' }] });
    const res = await sys.call('POST', '/api/publisher/posts', user, {
      itemId: sys.library.add(user.userId, threadOf(3), { tone: 'degen', hook: 'bold' }),
      when: { timing: 'now' },
    });
    const id = (res.body as { id: string }).id;
    const post = await waitForPost(sys, user, id, (p) => p.status === 'posted');

    const performance = await waitFor(
      async () => {
        const answer = await sys.call('GET', `/api/publisher/metrics/posts/${id}`, user);
        const parsed = answer.status === 200 ? postPerformanceSchema.parse(answer.body) : undefined;
        return parsed && parsed.series.length >= 3 ? parsed : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'three metric readings' },
    );
    expect(performance).toMatchObject({ postId: id, tone: 'degen', hook: 'bold', postUrl: post.postUrl });
    expect(performance.tweets.map((t) => t.tweetId)).toEqual(post.posted.map((p) => p.tweetId));
    // The stand-in's impressions only grow with age: the series is ordered and never falls.
    const impressions = performance.series.map((p) => p.impressions);
    expect([...impressions].sort((a, b) => a - b)).toEqual(impressions);
    expect(performance.totals.impressions).toBe(performance.tweets.reduce((sum, t) => sum + t.impressions, 0));

    const summary = performanceSummarySchema.parse((await sys.call('GET', '/api/publisher/metrics/summary', user)).body);
    const hourInTokyo = String((new Date(post.publishedAt ?? '').getUTCHours() + 9) % 24);
    expect(summary).toMatchObject({ timeZone: 'Asia/Tokyo', totals: { posts: 1 } });
    expect(summary.byTone).toEqual([expect.objectContaining({ key: 'degen', posts: 1 })]);
    expect(summary.byHook).toEqual([expect.objectContaining({ key: 'bold', posts: 1 })]);
    expect(summary.byHour).toEqual([expect.objectContaining({ key: hourInTokyo, posts: 1 })]);
    expect(summary.posts[0]).toMatchObject({ postId: id, firstTweet: post.tweets[0] });
  });

  it('when the post is unknown to the caller, then its metrics are 404', async () => {
    const res = await sys.call('GET', `/api/publisher/metrics/posts/${randomUUID()}`, identityOf('nobody'));
    expect(res.status).toBe(404);
  });
});
