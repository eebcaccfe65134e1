import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CTA_TEXT,
  generateThread,
  generateTweet,
  getJob,
  getThreadPlan,
  getTweetLimit,
  listThreads,
  listUserThreads,
  messages,
  planFeatures,
} from '../src/index.ts';
import { issuePaths } from './helpers.ts';

const now = '2025-01-15T10:00:00.000Z';

describe('POST /api/threads/generate', () => {
  it('when only a custom topic is sent, then the spec defaults are filled in', () => {
    const request = generateThread.request.parse({ options: { customTopic: 'Why L2s matter' } });
    expect(request.options).toMatchObject({
      threadType: 'custom',
      tonePreset: 'educational',
      threadLength: 5,
      includePrice: false,
      includeCTA: true,
      ctaText: DEFAULT_CTA_TEXT,
      hookStyle: 'question',
    });
    expect(request.tokenData).toBeNull();
  });

  it('when a full browser request is sent, then it parses and unknown context keys are dropped', () => {
    const request = generateThread.request.parse({
      options: {
        threadType: 'token',
        tokenSymbol: '$pepe',
        tweetUrl: '',
        customTopic: '',
        tonePreset: 'degen',
        threadLength: 12,
        includePrice: true,
        includeCTA: false,
        ctaText: 'Follow for more',
        hookStyle: 'stat',
        userExperienceLevel: 'intermediate',
        contextualRelevance: { marketOpen: true, timeOfDay: 'morning' },
        enhancedPersonalization: true,
      },
      tokenData: { price: 0.00001, change24h: -3.2, marketCap: null, volume24h: 123, sentiment: null },
      userPreferences: { tones: ['degen'], timezone: 'UTC', screenSize: { width: 1920, height: 1080 }, spyware: 'x' },
      historicalContext: { totalThreads: 4, recentTopics: ['pepe'] },
      realTimeContext: { timestamp: now, browserInfo: { ua: 'Firefox' } },
    });
    expect(request.options.tokenSymbol).toBe('PEPE');
    expect(request.userPreferences).not.toHaveProperty('spyware');
  });

  it('when the thread length is not an offered length, then the issue points at options.threadLength', () => {
    expect(issuePaths(generateThread.request, { options: { customTopic: 'x', threadLength: 7 } })).toEqual(['options.threadLength']);
  });

  it('when a token thread has no symbol, then the issue points at options.tokenSymbol', () => {
    const result = generateThread.request.safeParse({ options: { threadType: 'token' } });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['options', 'tokenSymbol'], message: messages.enterTokenSymbol }),
    ]);
  });

  it('when a from-post thread has no valid X link, then the issue points at options.tweetUrl', () => {
    expect(issuePaths(generateThread.request, { options: { threadType: 'trend', tweetUrl: 'https://example.com/x' } })).toContain(
      'options.tweetUrl',
    );
    expect(
      generateThread.request.safeParse({ options: { threadType: 'trend', tweetUrl: 'https://x.com/vitalik/status/1234567890' } }).success,
    ).toBe(true);
  });

  it('when an unknown option or an oversized context is sent, then it is rejected', () => {
    expect(issuePaths(generateThread.request, { options: { customTopic: 'x', sneaky: 1 } })).toEqual(['options']);
    const tooMany = Array.from({ length: 51 }, (_, i) => `topic ${i}`);
    expect(issuePaths(generateThread.request, { options: { customTopic: 'x' }, userPreferences: { topics: tooMany } })).toEqual([
      'userPreferences.topics',
    ]);
    expect(
      issuePaths(generateThread.request, { options: { customTopic: 'x' }, realTimeContext: { browserInfo: { ua: 'x'.repeat(501) } } }),
    ).toEqual(['realTimeContext.browserInfo.ua']);
  });

  it('when a generated thread is answered, then it parses in the spec shape', () => {
    const response = generateThread.response.parse({
      thread: ['1/ Hook', '2/ Body'],
      usage: { threadsToday: 2, remaining: 1 },
      enhancedFeatures: {
        dataSourcesUsed: ['catalogue'],
        aiModel: 'template',
        xIntegrationEnabled: false,
        historicalDataUsed: true,
        competitorAnalysisIncluded: false,
      },
    });
    expect(response.thread).toHaveLength(2);
  });
});

describe('GET /api/threads/plan and /api/tweet/limit', () => {
  it('when a free plan is answered, then it parses with the plan features', () => {
    const response = getThreadPlan.response.parse({
      plan: 'free',
      isPremium: false,
      usage: { threadsToday: 0, remaining: 3 },
      features: planFeatures('free'),
    });
    expect(response.features.maxThreadLength).toBe(8);
  });

  it('when the remaining count is below -1, then it is rejected', () => {
    expect(issuePaths(getTweetLimit.response, { remaining: -2, limit: 5, used: 0, resetsAt: now })).toEqual(['remaining']);
  });
});

describe('POST /api/tweet/generate-enhanced', () => {
  it('when the UI sends its request, then defaults fill the options', () => {
    const request = generateTweet.request.parse({
      topic: ' Ethereum ETF flows ',
      tone: 'analytical',
      mentions: ['@VitalikButerin', 'cz_binance'],
      referenceTweets: [],
      topicResearch: { summary: 'ETF inflows', trending_hashtags: ['#ETH'], account_insights: {} },
      generateMultiple: true,
      options: { tweetType: 'hot-take', targetAudience: 'traders', viralPotential: 'high' },
    });
    expect(request.topic).toBe('Ethereum ETF flows');
    expect(request.options).toMatchObject({ includeHashtags: true, includeEmojis: true, includeCTA: false, urgency: 'normal' });
    expect(request.topicResearch?.key_points).toEqual([]);
    expect(request.topicResearch?.trending_data).toBeNull();
  });

  it('when options are omitted, then every option default applies', () => {
    expect(generateTweet.request.parse({ topic: 'x' }).options.viralPotential).toBe('medium');
  });

  it('when the topic is blank, then the spec message is given at topic', () => {
    const result = generateTweet.request.safeParse({ topic: '   ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['topic'], message: 'Please enter a topic' });
  });

  it('when a mention is not a valid handle or the viral potential is unknown, then the paths are readable', () => {
    expect(issuePaths(generateTweet.request, { topic: 'x', mentions: ['ok', 'not a handle'], options: { viralPotential: 'max' } })).toEqual(
      ['mentions.1', 'options.viralPotential'],
    );
  });

  it('when variations are answered, then scores above 10 are rejected', () => {
    const variation = { id: 'v1', content: 'gm', score: 8.5, engagement_prediction: 'High', hashtags: ['ETH'] };
    expect(generateTweet.response.safeParse({ remaining: 4, tweet: variation, variations: [variation] }).success).toBe(true);
    expect(issuePaths(generateTweet.response, { remaining: 4, tweet: { ...variation, score: 11 }, variations: [variation] })).toEqual([
      'tweet.score',
    ]);
  });
});

describe('thread history and jobs', () => {
  const thread = {
    id: 't1',
    userId: 'u1',
    tweets: ['1/ a', '2/ b', '3/ c', '4/ d', '5/ e'],
    threadType: 'custom',
    tonePreset: 'calm',
    hookStyle: 'question',
    threadLength: 5,
    tokenSymbol: null,
    topic: 'Restaking',
    created_at: now,
  };

  it('when a page of threads is answered, then it parses with its cursor', () => {
    expect(listThreads.response.parse({ items: [thread], nextCursor: null }).items).toHaveLength(1);
    expect(listThreads.query.parse({ limit: '50' }).limit).toBe(50);
    expect(listUserThreads.params.parse({ userId: 'u1' }).userId).toBe('u1');
  });

  it('when a page size above 100 is asked, then the query is rejected', () => {
    expect(issuePaths(listThreads.query, { limit: '500' })).toEqual(['limit']);
  });

  it('when a job is answered, then its result is typed by kind', () => {
    const job = getJob.response.parse({
      id: 'j1',
      kind: 'thread',
      status: 'succeeded',
      progress: 100,
      createdAt: now,
      updatedAt: now,
      result: {
        thread: ['1/ a'],
        usage: { threadsToday: 1, remaining: -1 },
        enhancedFeatures: {
          dataSourcesUsed: [],
          aiModel: 'gpt-4o-mini',
          xIntegrationEnabled: false,
          historicalDataUsed: false,
          competitorAnalysisIncluded: false,
        },
      },
    });
    expect(job.kind === 'thread' && job.result?.thread).toEqual(['1/ a']);
    expect(issuePaths(getJob.response, { ...job, progress: 101 })).toEqual(['progress']);
  });
});
