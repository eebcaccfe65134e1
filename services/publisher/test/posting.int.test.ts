import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, publisherErrorCodes, publisherMessages, scheduledPostSchema, topics } from '@chainscribe/contracts';
import { identityOf, startPublisherSystem, type PublisherSystem } from './support/publisher-system.ts';
import { chainOn, handle, threadOf, waitForPost } from './support/helpers.ts';

describe('scheduling and posting', () => {
  let sys: PublisherSystem;
  let probe: Awaited<ReturnType<PublisherSystem['probe']>>;
  beforeAll(async () => {
    sys = await startPublisherSystem('pub-posting');
    probe = await sys.probe([topics.postScheduled, topics.postPublished, topics.postFailed, topics.postCancelled]);
  }, 60_000);
  afterAll(async () => {
    await probe?.stop();
    await sys?.stop();
  });

  it('when a 5-tweet thread is posted now, then X holds it as one reply chain in order, the post is stored as posted and the events say so', async () => {
    const user = identityOf(`now-${randomUUID()}`);
    const username = handle();
    await sys.connect(user, username);
    const tweets = threadOf(5);
    const itemId = sys.library.add(user.userId, tweets, { tone: 'calm', hook: 'stat' });

    const res = await sys.call('POST', '/api/publisher/posts', user, { itemId, when: { timing: 'now' } });
    expect(res.status).toBe(201);
    const created = scheduledPostSchema.parse(res.body);
    expect(created).toMatchObject({ itemId, status: 'scheduled', timing: 'now', tweets, tone: 'calm', hook: 'stat', posted: [] });

    const post = await waitForPost(sys, user, created.id, (p) => p.status === 'posted');
    const onX = chainOn(sys, username);
    expect(onX.map((t) => t.text)).toEqual(tweets);
    expect(onX[0]?.inReplyToTweetId).toBeNull();
    for (let i = 1; i < onX.length; i++) expect(onX[i]?.inReplyToTweetId).toBe(onX[i - 1]?.id);
    expect(post.posted.map((p) => p.tweetId)).toEqual(onX.map((t) => t.id));
    expect(post.postUrl).toBe(`https://x.com/${username}/status/${onX[0]?.id}`);

    const published = await probe.waitFor((e) => e.type === 'post.published' && e.data.postId === created.id, 'post.published');
    expect(published.data).toMatchObject({ itemId, userId: user.userId, tweetIds: onX.map((t) => t.id), url: post.postUrl, tone: 'calm' });
    // The probe reads its topics side by side: post.scheduled may arrive after post.published.
    await probe.waitFor((e) => e.type === 'post.scheduled' && e.data.postId === created.id, 'post.scheduled');
    expect(probe.of('post.scheduled').filter((e) => (e.data as { postId: string }).postId === created.id)).toHaveLength(1);
  });

  it('when a waiting post is paused, resumed and cancelled, then resuming puts it on the schedule again as a new revision and cancelling publishes post.cancelled, so the library can follow', async () => {
    const user = identityOf(`act-${randomUUID()}`);
    await sys.connect(user, handle());
    const itemId = sys.library.add(user.userId, threadOf(2));
    const at = new Date(Date.now() + 3600_000).toISOString();
    const created = scheduledPostSchema.parse(
      (await sys.call('POST', '/api/publisher/posts', user, { itemId, when: { timing: 'at', at } })).body,
    );
    const act = (action: string) => sys.call('POST', `/api/publisher/posts/${created.id}/${action}`, user, {});

    expect((await act('pause')).body).toMatchObject({ status: 'paused' });
    expect((await act('resume')).body).toMatchObject({ status: 'scheduled' });
    const again = await probe.waitFor(
      (e) => e.type === 'post.scheduled' && e.data.postId === created.id && e.data.revision === 2,
      'post.scheduled revision 2',
    );
    expect(again.data).toMatchObject({ itemId, userId: user.userId, scheduledAt: at });

    expect((await act('cancel')).body).toMatchObject({ status: 'cancelled' });
    const cancelled = await probe.waitFor((e) => e.type === 'post.cancelled' && e.data.postId === created.id, 'post.cancelled');
    expect(cancelled.data).toMatchObject({ itemId, userId: user.userId });
    const stored = scheduledPostSchema.parse((await sys.call('GET', `/api/publisher/posts/${created.id}`, user)).body);
    expect(stored.status).toBe('cancelled');
    // Cancelled is final: nothing more to cancel, and no second event.
    expect((await act('cancel')).status).toBe(409);
    expect(probe.of('post.cancelled').filter((e) => (e.data as { postId: string }).postId === created.id)).toHaveLength(1);
  });

  it('when a free user schedules a fourth item, then it is 403 with the plan message and only three are stored; premium schedules it', async () => {
    const user = identityOf(`free-${randomUUID()}`);
    await sys.connect(user, handle());
    const at = new Date(Date.now() + 3600_000).toISOString();
    for (let i = 0; i < 3; i++) {
      const ok = await sys.call('POST', '/api/publisher/posts', user, {
        itemId: sys.library.add(user.userId, threadOf(2)),
        when: { timing: 'at', at },
      });
      expect(ok.status).toBe(201);
    }
    const fourthItem = sys.library.add(user.userId, threadOf(2));
    const fourth = await sys.call('POST', '/api/publisher/posts', user, { itemId: fourthItem, when: { timing: 'at', at } });
    expect(fourth.status).toBe(403);
    expect(fourth.type).toContain('application/problem+json');
    expect(fourth.body).toMatchObject({ code: publisherErrorCodes.scheduleLimitReached, error: publisherMessages.scheduleLimitReached(3) });
    const list = await sys.call('GET', '/api/publisher/posts', user);
    expect(list.body).toMatchObject({ usage: { plan: 'free', limit: 3, active: 3 } });
    expect((list.body as { posts: unknown[] }).posts).toHaveLength(3);

    await sys.publish(
      createEvent(
        'user.plan_changed',
        {
          userId: user.userId,
          plan: 'premium',
          isPremium: true,
          subscriptionExpiresAt: new Date(Date.now() + 86400_000 * 30).toISOString(),
          reason: 'payment_confirmed',
          changedAt: new Date().toISOString(),
        },
        { key: `ch-${user.userId}`, producer: 'accounts', occurredAt: new Date() },
      ),
    );
    let premium = fourth;
    for (let i = 0; i < 50 && premium.status !== 201; i++) {
      await new Promise((r) => setTimeout(r, 200));
      premium = await sys.call('POST', '/api/publisher/posts', user, { itemId: fourthItem, when: { timing: 'at', at } });
    }
    expect(premium.status).toBe(201);
  });

  it('when X answers 429 with a reset time, then the worker waits for the reset and the thread completes once', async () => {
    const user = identityOf(`rate-${randomUUID()}`);
    const username = handle();
    await sys.connect(user, username);
    const tweets = threadOf(3);
    sys.x.failNext('POST /2/tweets', 1, 429, 2);
    const started = Date.now();
    const res = await sys.call('POST', '/api/publisher/posts', user, {
      itemId: sys.library.add(user.userId, tweets),
      when: { timing: 'now' },
    });
    const post = await waitForPost(sys, user, (res.body as { id: string }).id, (p) => p.status === 'posted');
    // The stand-in's reset is whole seconds away (x-rate-limit-reset is epoch seconds).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(chainOn(sys, username).map((t) => t.text)).toEqual(tweets);
    expect(post.posted).toHaveLength(3);
  });

  it('when X answers 5xx, then the worker backs off and retries, and the thread completes once', async () => {
    const user = identityOf(`flaky-${randomUUID()}`);
    const username = handle();
    await sys.connect(user, username);
    const tweets = threadOf(3);
    sys.x.failNext('POST /2/tweets', 2, 503);
    const res = await sys.call('POST', '/api/publisher/posts', user, {
      itemId: sys.library.add(user.userId, tweets),
      when: { timing: 'now' },
    });
    await waitForPost(sys, user, (res.body as { id: string }).id, (p) => p.status === 'posted');
    expect(chainOn(sys, username).map((t) => t.text)).toEqual(tweets);
  });

  it('when the user revoked the app at X, then the post stops in "reconnect X", the connection says so and post.failed is published', async () => {
    const user = identityOf(`revoked-${randomUUID()}`);
    const username = handle();
    await sys.connect(user, username);
    sys.x.revokeUser(username);
    const res = await sys.call('POST', '/api/publisher/posts', user, {
      itemId: sys.library.add(user.userId, threadOf(2)),
      when: { timing: 'now' },
    });
    const id = (res.body as { id: string }).id;
    const post = await waitForPost(sys, user, id, (p) => p.status === 'reconnect_required');
    expect(post.failure).toMatchObject({ reason: 'reconnect_required', message: publisherMessages.reconnectRequired });
    expect(post.posted).toEqual([]);
    expect((await sys.call('GET', '/api/publisher/x/connection', user)).body).toMatchObject({ state: 'reconnect_required' });
    const failed = await probe.waitFor((e) => e.type === 'post.failed' && e.data.postId === id, 'post.failed');
    expect(failed.data).toMatchObject({ reason: 'reconnect_required', tweetIds: [] });
    expect(chainOn(sys, username)).toHaveLength(0);

    // Reconnecting and resuming posts it.
    await sys.connect(user, username);
    const resumed = await sys.call('POST', `/api/publisher/posts/${id}/resume`, user, {});
    expect(resumed.status).toBe(200);
    await waitForPost(sys, user, id, (p) => p.status === 'posted');
    expect(chainOn(sys, username)).toHaveLength(2);
  });
});
