import { describe, expect, it } from 'vitest';
import {
  analyticsTest,
  authDebug,
  getAccountInsights,
  getAnalytics,
  getTokenData,
  getTrendingData,
  messages,
  researchTopic,
  searchTokens,
} from '../src/index.ts';
import { issuePaths } from './helpers.ts';

const now = '2025-01-15T10:00:00.000Z';

describe('research', () => {
  it('when the topic is shorter than 3 characters, then the research minimum message is given', () => {
    const result = researchTopic.request.safeParse({ topic: 'ab' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['topic'], message: messages.researchTopicTooShort });
  });

  it('when research answers without some arrays, then they default to empty', () => {
    const research = researchTopic.response.parse({ summary: 'Restaking is hot', trending_hashtags: ['#EigenLayer'] });
    expect(research).toEqual({
      summary: 'Restaking is hot',
      trending_hashtags: ['#EigenLayer'],
      key_points: [],
      recent_news: [],
      suggested_mentions: [],
      current_trends: [],
      optimal_timing: '',
    });
  });

  it('when trending data is answered empty, then every list defaults to empty', () => {
    expect(getTrendingData.response.parse({}).viral_content_types).toEqual([]);
    expect(getTrendingData.query.parse({ topic: 'defi' }).audience).toBe('general');
  });

  it('when account insights are asked for invalid handles, then each bad entry is named', () => {
    expect(issuePaths(getAccountInsights.request, { accounts: ['@ok_handle', 'way_too_long_handle_name'], topic: 'x' })).toEqual([
      'accounts.1',
    ]);
    const insights = getAccountInsights.response.parse({
      account_insights: { VitalikButerin: { expertise: 'Ethereum', style: 'Long-form', mention_strategy: 'Ask a question' } },
    });
    expect(Object.keys(insights.account_insights)).toEqual(['VitalikButerin']);
  });
});

describe('market', () => {
  it('when searching, then the query is trimmed, uppercased and limited by default to 15', () => {
    expect(searchTokens.query.parse({ q: ' pe ' })).toEqual({ q: 'PE', limit: 15, source: 'all' });
    expect(searchTokens.query.parse({ q: ' p ' }).q).toBe('P');
    expect(issuePaths(searchTokens.query, { q: 'p'.repeat(41) })).toEqual(['q']);
  });

  it('when a search result has no live price, then nulls are accepted', () => {
    const response = searchTokens.response.parse({
      success: true,
      results: [
        {
          symbol: 'PEPE',
          name: 'Pepe',
          category: 'meme',
          source: 'catalogue',
          isMeme: true,
          verified: true,
          rank: 30,
          price: null,
          change24h: null,
          sourceDetails: { platform: 'ethereum' },
        },
      ],
    });
    expect(response.results[0]?.price).toBeNull();
  });

  it('when token data is unavailable, then figures are null and freshness is explicit', () => {
    const data = getTokenData.response.parse({
      symbol: 'BTC',
      name: 'Bitcoin',
      price: null,
      change24h: null,
      marketCap: null,
      volume24h: null,
      sentiment: null,
      status: 'unavailable',
      source: null,
      asOf: null,
      lastKnownAt: now,
    });
    expect(data.status).toBe('unavailable');
    expect(getTokenData.query.parse({ symbol: '$eth' }).symbol).toBe('ETH');
    expect(issuePaths(getTokenData.response, { ...data, status: 'stale' })).toEqual(['status']);
  });
});

describe('analytics and debug', () => {
  it('when analytics are answered, then daily rows need a YYYY-MM-DD date', () => {
    const analytics = {
      threadGeneration: { total: 10, thisMonth: 4, today: 1, thisWeek: 3 },
      userActivity: { daysActive: 5, totalSessions: 9, accountAge: 20 },
      tweetGeneration: { total: 7, today: 2, thisMonth: 7 },
      daily: [{ date: '2025-01-15', threads: 1, tweets: 2 }],
    };
    expect(getAnalytics.response.safeParse(analytics).success).toBe(true);
    expect(issuePaths(getAnalytics.response, { ...analytics, daily: [{ date: '15/01/2025', threads: 1, tweets: 2 }] })).toEqual([
      'daily.0.date',
    ]);
  });

  it('when the debug calls answer, then they parse', () => {
    expect(analyticsTest.response.safeParse({ ok: true, service: 'analytics', time: now }).success).toBe(true);
    expect(
      authDebug.response.safeParse({
        authenticated: false,
        authMode: 'local',
        userId: null,
        sessionId: null,
        issuer: null,
        expiresAt: null,
        reason: 'missing bearer token',
        requestId: 'r1',
        user: null,
      }).success,
    ).toBe(true);
  });
});
