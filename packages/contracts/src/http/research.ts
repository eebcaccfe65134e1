import { z } from 'zod';
import { RESEARCH_MIN_TOPIC_LENGTH } from '../call-limits.ts';
import { tweetAudienceSchema } from '../enums.ts';
import { messages } from '../errors.ts';
import { isoDateTimeSchema, xHandleSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

/** Spec §3: research arrays default to empty when missing. */
const list = <T extends z.ZodType>(item: T, max = 50) => z.array(item).max(max).default([]);
const text = (max: number) => z.string().max(max);

export { RESEARCH_MIN_TOPIC_LENGTH };

/** News only ever comes from a real feed, so every item names its source and link. */
export const newsItemSchema = z.object({
  title: text(300),
  url: z.url().nullable().default(null),
  source: text(100),
  published_at: isoDateTimeSchema.nullable().default(null),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const topicResearchSchema = z.object({
  summary: text(2000).default(''),
  trending_hashtags: list(text(100)),
  key_points: list(text(500)),
  recent_news: list(newsItemSchema),
  /** Account names without '@'; details come from the account-insights call. */
  suggested_mentions: list(text(50)),
  current_trends: list(text(300)),
  optimal_timing: text(500).default(''),
});
export type TopicResearch = z.infer<typeof topicResearchSchema>;

export const trendingDataSchema = z.object({
  viral_content_types: list(text(300)),
  algorithm_favors: list(text(300)),
  trending_hashtags: list(text(100)),
  hot_discussions: list(text(300)),
  trending_keywords: list(text(100)),
  engagement_peaks: text(500).default(''),
});
export type TrendingData = z.infer<typeof trendingDataSchema>;

export const accountInsightSchema = z.object({
  expertise: text(500),
  style: text(500),
  mention_strategy: text(500),
});
export type AccountInsight = z.infer<typeof accountInsightSchema>;

/** Keyed by account name (spec §3 account_insights). */
export const accountInsightsMapSchema = z
  .record(text(50), accountInsightSchema)
  .refine((map) => Object.keys(map).length <= 50, 'At most 50 accounts')
  .default({});
export type AccountInsightsMap = z.infer<typeof accountInsightsMapSchema>;

const topicSchema = z.string().trim().min(1, messages.enterTopic).max(500);

/** Spec §7 call 11. */
export const researchTopic = {
  method: 'POST',
  path: '/api/tweet/research',
  auth: 'bearer',
  request: z.strictObject({
    topic: z.string().trim().min(RESEARCH_MIN_TOPIC_LENGTH, messages.researchTopicTooShort).max(500),
    includeNews: z.boolean().default(true),
    includeTrending: z.boolean().default(true),
    targetAudience: tweetAudienceSchema.default('general'),
  }),
  response: topicResearchSchema,
} as const satisfies CallContract;
export type ResearchTopicRequest = z.infer<typeof researchTopic.request>;
export type ResearchTopicRequestInput = z.input<typeof researchTopic.request>;
export type ResearchTopicResponse = z.infer<typeof researchTopic.response>;

/** Spec §7 call 12. */
export const getTrendingData = {
  method: 'GET',
  path: '/api/tweet/trending-data',
  auth: 'bearer',
  query: z.object({ topic: topicSchema, audience: tweetAudienceSchema.default('general') }),
  response: trendingDataSchema,
} as const satisfies CallContract;
export type GetTrendingDataQuery = z.infer<typeof getTrendingData.query>;
export type GetTrendingDataResponse = z.infer<typeof getTrendingData.response>;

/** Spec §7 call 13. */
export const getAccountInsights = {
  method: 'POST',
  path: '/api/tweet/account-insights',
  auth: 'bearer',
  request: z.strictObject({
    accounts: z.array(xHandleSchema).min(1).max(20),
    topic: topicSchema,
  }),
  response: z.object({ account_insights: accountInsightsMapSchema }),
} as const satisfies CallContract;
export type GetAccountInsightsRequest = z.infer<typeof getAccountInsights.request>;
export type GetAccountInsightsResponse = z.infer<typeof getAccountInsights.response>;
