import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Redis } from 'ioredis';
import { getAccountInsights, getTrendingData, messages, problemSchema, researchTopic } from '@chainscribe/contracts';
import { resultCacheKey } from '../src/data-access/result-cache.ts';
import { startResearchUnderTest, type ResearchUnderTest } from './support/research-service.ts';
import { marketQuotes, startMarketStandIn, type StandIn } from './support/stand-ins.ts';

const research = (topic: string, extra: Record<string, unknown> = {}) => ({ topic, ...extra });

describe('research with the curated knowledge base and the market service', () => {
  let market: StandIn;
  let svc: ResearchUnderTest;
  let redis: Redis;

  beforeAll(async () => {
    market = await startMarketStandIn();
    svc = await startResearchUnderTest('research', { MARKET_URL: market.url, RESEARCH_CACHE_TTL_SECONDS: '120' });
    redis = new Redis(inject('infra').redisUrl);
  });
  afterAll(async () => {
    await svc?.stop();
    await market?.close();
    redis?.disconnect();
  });

  const marketCalls = (symbol: string) => market.requests.filter((r) => r.url === `/api/token/data?symbol=${symbol}`).length;

  it('when research is ready, then it reports Redis as its only store: it opens no MongoDB connection', async () => {
    const res = await svc.call('GET', '/readyz', { identity: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready', failing: [] });
    expect(Object.keys((res.body as { checks: Record<string, unknown> }).checks)).toEqual(['redis']);
  });

  it('when a caller is not signed in, then every research call is refused', async () => {
    for (const [method, path] of [
      ['POST', researchTopic.path],
      ['GET', `${getTrendingData.path}?topic=defi`],
      ['POST', getAccountInsights.path],
    ] as const) {
      const res = await svc.call(method, path, { identity: null, body: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(401);
      expect(res.type).toContain('application/problem+json');
    }
  });

  it('when research is asked for "restaking on ethereum", then it returns restaking hashtags, EigenLayer accounts and ETH market data with source and time', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: research('restaking on ethereum', { targetAudience: 'defi' }) });
    expect(res.status).toBe(200);
    const body = researchTopic.response.parse(res.body);

    expect(body.trending_hashtags).toEqual(expect.arrayContaining(['#Restaking', '#EigenLayer']));
    expect(body.suggested_mentions[0]).toBe('sreeramkannan');
    expect(body.suggested_mentions).toContain('VitalikButerin');
    expect(body.key_points.some((p) => /AVS|slash/i.test(p))).toBe(true);
    expect(body.current_trends.length).toBeGreaterThan(0);
    expect(body.summary).toMatch(/^Restaking lets staked ETH/);
    // Market figures exactly as the market service gave them, with where and when.
    expect(body.summary).toContain('ETH trades at $3,120.50 (-1.75% in 24h) according to CoinGecko, as of 2025-01-15 10:00 UTC.');
    expect(body.key_points[0]).toBe(
      'ETH price $3,120.50, 24h change -1.75%, market cap $375B, 24h volume $15.2B (source: CoinGecko, as of 2025-01-15 10:00 UTC)',
    );
    expect(body.optimal_timing).toMatch(/UTC/);
    expect(body.recent_news).toEqual([]);
  });

  it('when the topic names $SOL, then the market price and its source appear in the summary and key points', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: research('Is $SOL ready for another memecoin season?') });
    const body = researchTopic.response.parse(res.body);
    expect(body.summary).toContain('SOL trades at $187.42 (+3.21% in 24h) according to CoinGecko, as of 2025-01-15 10:00 UTC.');
    expect(body.key_points[0]).toContain('SOL price $187.42');
    expect(body.key_points[0]).toContain('source: CoinGecko, as of 2025-01-15 10:00 UTC');
    expect(body.trending_hashtags).toEqual(expect.arrayContaining(['#Solana', '#Memecoins']));
    expect(body.suggested_mentions).toContain('aeyakovenko');
    // The stand-in verified the service-to-service signature before answering.
    expect(market.requests.find((r) => r.url === '/api/token/data?symbol=SOL')?.headers['x-cs-identity-sig']).toBeTruthy();
  });

  it('when the market reports a token unavailable, then research says nothing about its price', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: research('$PEPE memecoin community') });
    const body = researchTopic.response.parse(res.body);
    expect(marketCalls('PEPE')).toBe(1);
    expect(marketQuotes.PEPE?.status).toBe('unavailable');
    expect(body.summary).not.toMatch(/PEPE trades|\$\d/);
    expect(body.key_points.join(' ')).not.toMatch(/PEPE price|\$\d/);
    expect(body.trending_hashtags).toContain('#Memecoins');
  });

  it('when the topic matches nothing curated, then every list is empty and the summary says so', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: research('xyzzy') });
    expect(res.status).toBe(200);
    const body = researchTopic.response.parse(res.body);
    expect(body).toMatchObject({
      trending_hashtags: [],
      key_points: [],
      recent_news: [],
      suggested_mentions: [],
      current_trends: [],
    });
    expect(body.summary).toContain('No curated crypto narrative matches "xyzzy"');
    expect(body.optimal_timing).toMatch(/UTC/);
  });

  it('when the topic is shorter than 3 characters, then it is refused with the research minimum message', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: research(' ab ') });
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/problem+json');
    const problem = problemSchema.parse(res.body);
    expect(problem.error).toBe(messages.researchTopicTooShort);
    expect(problem.errors).toEqual([{ path: 'topic', message: messages.researchTopicTooShort }]);
  });

  it('when the request carries an unknown audience or field, then it is refused with the field named', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: research('defi lending', { targetAudience: 'martians' }) });
    expect(res.status).toBe(400);
    expect(problemSchema.parse(res.body).errors?.[0]?.path).toBe('targetAudience');
    const extra = await svc.call('POST', researchTopic.path, { body: research('defi lending', { secret: true }) });
    expect(extra.status).toBe(400);
  });

  it('when the same topic and audience are researched again, then the cached answer is served without another market call', async () => {
    const first = await svc.call('POST', researchTopic.path, { body: research('Bitcoin ETF flows', { targetAudience: 'investors' }) });
    const callsAfterFirst = market.requests.length;
    const again = await svc.call('POST', researchTopic.path, { body: research('  bitcoin   etf FLOWS ', { targetAudience: 'investors' }) });
    expect(again.body).toEqual(first.body);
    expect(market.requests.length).toBe(callsAfterFirst);

    const key = resultCacheKey(svc.keyPrefix, 'topic:v1:investors:nt:bitcoin etf flows');
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(120);

    // Another audience is another answer (its own timing), so it is researched afresh.
    const traders = await svc.call('POST', researchTopic.path, { body: research('Bitcoin ETF flows', { targetAudience: 'traders' }) });
    expect(researchTopic.response.parse(traders.body).optimal_timing).not.toBe(researchTopic.response.parse(first.body).optimal_timing);
  });

  it('when trending data is asked for a curated topic, then formats, tips, hashtags, discussions, keywords and UTC peaks come back', async () => {
    const res = await svc.call('GET', `${getTrendingData.path}?topic=${encodeURIComponent('restaking on ethereum')}&audience=traders`);
    expect(res.status).toBe(200);
    const body = getTrendingData.response.parse(res.body);
    expect(body.trending_hashtags).toEqual(expect.arrayContaining(['#Restaking', '#EigenLayer']));
    expect(body.hot_discussions.length).toBeGreaterThan(0);
    expect(body.trending_keywords).toEqual(expect.arrayContaining(['restaking', 'eigenlayer']));
    expect(body.viral_content_types[0]).toMatch(/^[^:]+: /);
    expect(body.algorithm_favors.length).toBeGreaterThan(0);
    expect(body.engagement_peaks).toMatch(/\d\d:\d\d–\d\d:\d\d UTC/);
  });

  it('when trending data is asked for an unknown topic, then topic-specific lists are empty', async () => {
    const res = await svc.call('GET', `${getTrendingData.path}?topic=xyzzy`);
    const body = getTrendingData.response.parse(res.body);
    expect(body).toMatchObject({ trending_hashtags: [], hot_discussions: [], trending_keywords: [] });
    expect(body.engagement_peaks).toMatch(/UTC/);
  });

  it('when insights are asked for curated and unknown accounts, then only curated ones are described, keyed as asked', async () => {
    const res = await svc.call('POST', getAccountInsights.path, {
      body: { accounts: ['sreeramkannan', '@VitalikButerin', 'someone_unknown'], topic: 'restaking on ethereum' },
    });
    expect(res.status).toBe(200);
    const { account_insights } = getAccountInsights.response.parse(res.body);
    expect(Object.keys(account_insights).sort()).toEqual(['VitalikButerin', 'sreeramkannan']);
    expect(account_insights.sreeramkannan?.expertise).toContain('EigenLayer');
    expect(account_insights.sreeramkannan?.mention_strategy).toContain('Fits this topic through Restaking');
    expect(account_insights.VitalikButerin?.style).toBeTruthy();
  });
});

describe('research when the market service is unreachable', () => {
  let svc: ResearchUnderTest;
  beforeAll(async () => {
    svc = await startResearchUnderTest('research-nomarket', { MARKET_URL: 'http://127.0.0.1:9', MARKET_TIMEOUT_MS: '500' });
  });
  afterAll(() => svc?.stop());

  it('when a token is named, then research still answers and carries no price at all', async () => {
    const res = await svc.call('POST', researchTopic.path, { body: research('solana validators and $SOL') });
    expect(res.status).toBe(200);
    const body = researchTopic.response.parse(res.body);
    expect(body.trending_hashtags).toContain('#Solana');
    expect(`${body.summary} ${body.key_points.join(' ')}`).not.toMatch(/\$\d|trades at|price/i);
  });
});
