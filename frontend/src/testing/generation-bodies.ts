/// <reference types="node" />
// Contract-checked answers of the generation, market, research and analytics services, for the
// stand-in gateway. Every builder parses its result with the call's response schema, so a test can
// only ever serve what the real services promise.
import type { ServerResponse } from 'node:http';
import {
  analyticsSchema,
  generationJobSchema,
  getAccountInsights,
  getThreadPlan,
  getTokenCategories,
  getTokenData,
  getTrendingData,
  getTweetLimit,
  generateThreadResponseSchema,
  generateTweetResponseSchema,
  jobAcceptedSchema,
  planFeatures,
  plans,
  researchTopic,
  searchTokens,
  threadPageSchema,
} from '@chainscribe/contracts';
import type {
  Analytics,
  GenerateThreadResponse,
  GenerateTweetResponse,
  GetAccountInsightsResponse,
  GetThreadPlanResponse,
  GetTokenDataResponse,
  GetTrendingDataResponse,
  GetTweetLimitResponse,
  GenerationJob,
  JobAccepted,
  PlanId,
  ResearchTopicResponse,
  SearchTokensResponse,
  ThreadPage,
  ThreadRecord,
  TokenSearchResult,
} from '@chainscribe/contracts';
import type { z } from 'zod';

export function threadPlan(planId: PlanId, threadsToday = 0): GetThreadPlanResponse {
  const limit = plans[planId].threadsPerDay;
  return getThreadPlan.response.parse({
    plan: planId,
    isPremium: planId === 'premium',
    usage: { threadsToday, remaining: limit === -1 ? -1 : Math.max(0, limit - threadsToday) },
    features: planFeatures(planId),
  });
}

export function generatedThread(tweets: string[], usage: { threadsToday: number; remaining: number }, sources: string[] = ['Your topic']): GenerateThreadResponse {
  return generateThreadResponseSchema.parse({
    thread: tweets,
    usage,
    enhancedFeatures: { dataSourcesUsed: sources, aiModel: 'template-writer', xIntegrationEnabled: false, historicalDataUsed: false, competitorAnalysisIncluded: false },
    threadId: 'thread-1',
    jobId: 'job-1',
  });
}

export function jobAccepted(jobId: string): JobAccepted {
  return jobAcceptedSchema.parse({ jobId, status: 'queued', statusUrl: `/api/jobs/${jobId}` });
}

export function finishedThreadJob(jobId: string, result: GenerateThreadResponse): GenerationJob {
  const now = new Date().toISOString();
  return generationJobSchema.parse({ id: jobId, kind: 'thread', status: 'succeeded', progress: 100, createdAt: now, updatedAt: now, result });
}

export function failedJob(jobId: string, kind: 'thread' | 'tweet', error: string, code?: string): GenerationJob {
  const now = new Date().toISOString();
  return generationJobSchema.parse({ id: jobId, kind, status: 'failed', progress: 30, error, ...(code ? { code } : {}), createdAt: now, updatedAt: now });
}

/** Writes the job stream the generation API sends: progress events, then one `done`. */
export function streamJob(response: ServerResponse, steps: number[], done: GenerationJob, stepMs = 20): void {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
  let index = 0;
  const next = () => {
    const progress = steps[index];
    if (progress === undefined) {
      response.write(`event: done\ndata: ${JSON.stringify(done)}\n\n`);
      response.end();
      return;
    }
    response.write(`event: progress\ndata: ${JSON.stringify({ id: done.id, status: 'running', progress, updatedAt: new Date().toISOString() })}\n\n`);
    index += 1;
    setTimeout(next, stepMs);
  };
  next();
}

export function tweetLimit(remaining: number, limit = 5): GetTweetLimitResponse {
  return getTweetLimit.response.parse({ remaining, limit, used: limit === -1 ? 0 : limit - remaining, resetsAt: '2030-01-02T00:00:00.000Z' });
}

export function variation(id: string, content: string, score: number, extra: Partial<{ engagement_prediction: string; hashtags: string[]; reasoning: string }> = {}) {
  return { id, content, score, engagement_prediction: extra.engagement_prediction ?? 'High engagement expected', hashtags: extra.hashtags ?? [], ...(extra.reasoning ? { reasoning: extra.reasoning } : {}) };
}

export function generatedTweets(remaining: number, variations: ReturnType<typeof variation>[]): GenerateTweetResponse {
  return generateTweetResponseSchema.parse({ remaining, tweet: variations[0], variations });
}

export function research(overrides: Partial<z.input<typeof researchTopic.response>> = {}): ResearchTopicResponse {
  return researchTopic.response.parse({
    summary: 'Restaking lets staked ETH secure more networks.',
    trending_hashtags: ['#Restaking', '#ETH'],
    key_points: ['Yields stack', 'Slashing risk compounds'],
    recent_news: [],
    suggested_mentions: ['eigenlayer'],
    current_trends: ['LRT points'],
    optimal_timing: 'Weekdays 13:00–16:00 UTC',
    ...overrides,
  });
}

export function trending(overrides: Partial<z.input<typeof getTrendingData.response>> = {}): GetTrendingDataResponse {
  return getTrendingData.response.parse({
    viral_content_types: ['Data threads'],
    algorithm_favors: ['Replies in the first hour'],
    trending_hashtags: [],
    hot_discussions: [],
    trending_keywords: [],
    engagement_peaks: 'Tuesdays 14:00 UTC',
    ...overrides,
  });
}

export function accountInsights(names: string[]): GetAccountInsightsResponse {
  return getAccountInsights.response.parse({
    account_insights: Object.fromEntries(names.map((name) => [name, { expertise: `${name} knows restaking`, style: 'Data-driven', mention_strategy: 'Tag when citing their data' }])),
  });
}

export function tokenCategories(popular: string[] = ['BTC', 'ETH', 'SOL']) {
  return getTokenCategories.response.parse({ success: true, categories: [{ id: 'layer-1', name: 'Layer 1', count: 3 }], popular });
}

export function tokenResult(symbol: string, name: string, overrides: Partial<TokenSearchResult> = {}): TokenSearchResult {
  return { symbol, name, category: 'Layer 1', source: 'catalogue', isMeme: false, verified: true, rank: 1, price: null, change24h: null, sourceDetails: { platform: null }, ...overrides };
}

export function tokenSearch(results: TokenSearchResult[]): SearchTokensResponse {
  return searchTokens.response.parse({ success: true, results });
}

export function tokenData(symbol: string, overrides: Partial<GetTokenDataResponse> = {}): GetTokenDataResponse {
  return getTokenData.response.parse({ symbol, name: symbol, price: null, change24h: null, marketCap: null, volume24h: null, sentiment: null, status: 'unavailable', source: null, asOf: null, lastKnownAt: null, ...overrides });
}

export function analytics(overrides: Partial<Analytics> = {}): Analytics {
  return analyticsSchema.parse({
    threadGeneration: { total: 0, thisMonth: 0, today: 0, thisWeek: 0 },
    userActivity: { daysActive: 1, totalSessions: 1, accountAge: 0 },
    tweetGeneration: { total: 0, today: 0, thisMonth: 0 },
    daily: [],
    ...overrides,
  });
}

export function threadRecord(id: string, createdAt: string): ThreadRecord {
  return { id, userId: 'user-1', tweets: ['One'], threadType: 'custom', tonePreset: 'educational', hookStyle: 'question', threadLength: 5, tokenSymbol: null, topic: 'Topic', created_at: createdAt };
}

export function threadPage(items: ThreadRecord[], nextCursor: string | null = null): ThreadPage {
  return threadPageSchema.parse({ items, nextCursor });
}
