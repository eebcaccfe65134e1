// Tweet generation (spec §7 call 14) and the page's session list of tweets.
import { z } from 'zod';
import { tweetAudienceSchema, tweetToneSchema, tweetTypeSchema, tweetUrgencySchema, viralPotentialSchema } from '../../enums.ts';
import { messages } from '../../errors.ts';
import { idSchema, isoDateTimeSchema, limitSchema, xHandleSchema } from '../../primitives.ts';
import type { CallContract } from '../call.ts';
import { accountInsightsMapSchema, topicResearchSchema, trendingDataSchema } from '../research.ts';
import { tweetTextSchema } from './text.ts';

export const TWEET_VARIATION_COUNT = 3;

export const tweetVariationSchema = z.object({
  id: idSchema,
  content: tweetTextSchema,
  score: z.number().min(0).max(10),
  engagement_prediction: z.string().max(200),
  hashtags: z.array(z.string().max(100)).max(10).default([]),
  reasoning: z.string().max(2000).optional(),
});
export type TweetVariation = z.infer<typeof tweetVariationSchema>;

export const tweetOptionsSchema = z.strictObject({
  tweetType: tweetTypeSchema.default('insight'),
  targetAudience: tweetAudienceSchema.default('general'),
  includeHashtags: z.boolean().default(true),
  includeEmojis: z.boolean().default(true),
  includeCTA: z.boolean().default(false),
  includeQuestion: z.boolean().default(false),
  urgency: tweetUrgencySchema.default('normal'),
  viralPotential: viralPotentialSchema.default('medium'),
  optimizeEngagement: z.boolean().default(true),
  includeNews: z.boolean().default(true),
  includeTrending: z.boolean().default(true),
  useResearchData: z.boolean().default(true),
  enhancedResearch: z.boolean().default(true),
});
export type TweetOptions = z.infer<typeof tweetOptionsSchema>;

/** The research panel's data echoed back, so the writer uses what the user saw. */
export const tweetTopicResearchSchema = topicResearchSchema.extend({
  account_insights: accountInsightsMapSchema,
  trending_data: trendingDataSchema.nullable().default(null),
});

export const generateTweetRequestSchema = z.strictObject({
  topic: z.string().trim().min(1, messages.enterTopic).max(500),
  tone: tweetToneSchema.default('professional'),
  mentions: z.array(xHandleSchema).max(20).default([]),
  referenceTweets: z.array(tweetTextSchema).max(10).default([]),
  topicResearch: tweetTopicResearchSchema.nullable().default(null),
  generateMultiple: z.boolean().default(false),
  options: tweetOptionsSchema.prefault({}),
});

/** `tweet` is the best variation; `variations` holds 1, or TWEET_VARIATION_COUNT when asked. */
export const generateTweetResponseSchema = z.object({
  remaining: limitSchema,
  tweet: tweetVariationSchema,
  variations: z.array(tweetVariationSchema).min(1).max(5),
  jobId: idSchema.optional(),
});

/** At the daily limit: 403 with code 'tweet_limit_reached' and an error containing 'limit'. */
export const generateTweet = {
  method: 'POST',
  path: '/api/tweet/generate-enhanced',
  auth: 'bearer',
  request: generateTweetRequestSchema,
  response: generateTweetResponseSchema,
} as const satisfies CallContract;
export type GenerateTweetRequest = z.infer<typeof generateTweet.request>;
export type GenerateTweetRequestInput = z.input<typeof generateTweet.request>;
export type GenerateTweetResponse = z.infer<typeof generateTweet.response>;

/** A tweet kept in the page's "Recent Tweets" list (browser session only, spec §3). */
export const sessionTweetSchema = z.object({
  id: idSchema,
  topic: z.string().max(500),
  tone: tweetToneSchema,
  content: tweetTextSchema,
  mentions: z.array(z.string().max(50)).max(20),
  created_at: isoDateTimeSchema,
  tokens: z.array(z.string().max(20)).max(20).optional(),
});
export type SessionTweet = z.infer<typeof sessionTweetSchema>;
