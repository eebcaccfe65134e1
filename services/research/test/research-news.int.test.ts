import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchTopic } from '@chainscribe/contracts';
import { startResearchUnderTest, type ResearchUnderTest } from './support/research-service.ts';
import { startFeedStandIn, type StandIn } from './support/stand-ins.ts';

describe('research news from configured feeds', () => {
  let feeds: StandIn;
  let svc: ResearchUnderTest;
  beforeAll(async () => {
    feeds = await startFeedStandIn();
    svc = await startResearchUnderTest('research-news', {
      NEWS_FEEDS: `${feeds.url}/wire.rss, ${feeds.url}/journal.atom,${feeds.url}/broken.xml`,
      NEWS_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await svc?.stop();
    await feeds?.close();
  });

  it('when feeds carry items about the topic, then only those recent items come back, each with its feed as source', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: { topic: 'restaking on ethereum' } });
    expect(res.status).toBe(200);
    const { recent_news } = researchTopic.response.parse(res.body);

    expect(recent_news.map((n) => n.url).sort()).toEqual([
      'https://journal.example/lrt-explained',
      'https://wire.example/eigenlayer-slashing',
    ]);
    expect(recent_news).toContainEqual({
      title: 'EigenLayer operators prepare for slashing & new AVSs',
      url: 'https://wire.example/eigenlayer-slashing',
      source: 'Stand-in Crypto Wire',
      published_at: expect.stringMatching(/Z$/),
    });
    expect(recent_news).toContainEqual(
      expect.objectContaining({ title: 'Liquid restaking tokens explained', source: 'Stand-in Research Journal' }),
    );
    // The bakery, the garden and a two-month-old story are not recent news about restaking.
    expect(recent_news.map((n) => n.title).join(' ')).not.toMatch(/bakery|Gardening|two months/i);
  });

  it('when news is researched again within the cache time, then no feed is fetched again, the failed one included', async () => {
    const before = feeds.requests.length;
    expect(feeds.requests.map((r) => r.url).sort()).toEqual(['/broken.xml', '/journal.atom', '/wire.rss']);
    await svc.call('POST', researchTopic.path, { body: { topic: 'liquid restaking tokens' } });
    expect(feeds.requests.length).toBe(before);
  });

  it('when the caller turns news off, then none is included', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: { topic: 'eigenlayer slashing', includeNews: false } });
    expect(researchTopic.response.parse(res.body).recent_news).toEqual([]);
  });

  it('when no feed item is about the topic, then the list is empty rather than filled with unrelated items', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: { topic: 'bitcoin mining difficulty' } });
    expect(researchTopic.response.parse(res.body).recent_news).toEqual([]);
  });
});

describe('research news without reachable feeds', () => {
  it('when no feeds are configured, then research carries no news', async () => {
    const svc = await startResearchUnderTest('research-nofeeds');
    try {
      const res = await svc.call('POST', researchTopic.path, { body: { topic: 'restaking on ethereum' } });
      expect(researchTopic.response.parse(res.body).recent_news).toEqual([]);
    } finally {
      await svc.stop();
    }
  });

  it('when every configured feed is down or unreachable, then news is an empty list and research still answers', async () => {
    const feeds = await startFeedStandIn();
    const svc = await startResearchUnderTest('research-feeds-down', {
      NEWS_FEEDS: `${feeds.url}/broken.xml,http://127.0.0.1:9/feed.xml`,
      NEWS_TIMEOUT_MS: '500',
    });
    try {
      const res = await svc.call('POST', researchTopic.path, { body: { topic: 'restaking on ethereum' } });
      expect(res.status).toBe(200);
      const body = researchTopic.response.parse(res.body);
      expect(body.recent_news).toEqual([]);
      expect(body.trending_hashtags).toContain('#Restaking');
    } finally {
      await svc.stop();
      await feeds.close();
    }
  });
});
