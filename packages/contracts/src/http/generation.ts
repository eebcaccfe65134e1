import { z } from 'zod';
import {
  DEFAULT_THREAD_LENGTH,
  experienceLevelSchema,
  hookStyleSchema,
  jobStatusSchema,
  planIdSchema,
  threadLengthSchema,
  threadToneSchema,
  threadTypeSchema,
  tweetAudienceSchema,
  tweetToneSchema,
  tweetTypeSchema,
  tweetUrgencySchema,
  viralPotentialSchema,
} from '../enums.ts';
import { messages } from '../errors.ts';
import { planFeaturesSchema } from '../plans.ts';
import {
  boundedRecordSchema,
  boundedStringList,
  countSchema,
  idSchema,
  isoDateTimeSchema,
  limitSchema,
  xHandleSchema,
} from '../primitives.ts';
import type { CallContract } from './call.ts';
import { tokenDataSchema } from './market.ts';
import { accountInsightsMapSchema, topicResearchSchema, trendingDataSchema } from './research.ts';

export const DEFAULT_CTA_TEXT = 'What do you think? Drop your thoughts below 👇';
export const TWEET_CHARACTER_LIMIT = 280;
/** Characters, not X-weighted length: the writer checks the weighted 280 itself. */
const tweetTextSchema = z.string().min(1).max(1000);

// ---- Thread plan and usage (spec §7 call 8) ------------------------------------------------

/** `remaining` is -1 for unlimited plans. */
export const threadUsageSchema = z.object({ threadsToday: countSchema, remaining: limitSchema });
export type ThreadUsage = z.infer<typeof threadUsageSchema>;

export const getThreadPlan = {
  method: 'GET',
  path: '/api/threads/plan',
  auth: 'bearer',
  response: z.object({
    plan: planIdSchema,
    isPremium: z.boolean(),
    usage: threadUsageSchema,
    features: planFeaturesSchema,
  }),
} as const satisfies CallContract;
export type GetThreadPlanResponse = z.infer<typeof getThreadPlan.response>;

// ---- Thread generation (spec §7 call 9) ----------------------------------------------------

/** An X post link (x.com or twitter.com); empty while another thread type is selected. */
const X_POST_URL_OR_EMPTY = /^$|^https:\/\/(www\.|mobile\.)?(x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/\d{1,25}([/?#]\S*)?$/;

/** Spec §3 thread options with §9 defaults. Each thread type needs its own source field. */
export const threadOptionsSchema = z
  .strictObject({
    threadType: threadTypeSchema.default('custom'),
    tokenSymbol: z
      .string()
      .trim()
      .toUpperCase()
      .overwrite((s) => s.replace(/^\$/, ''))
      .max(20)
      .regex(/^([A-Z0-9][A-Z0-9._-]*)?$/, 'Enter a valid token symbol')
      .optional(),
    tweetUrl: z.string().trim().max(300).regex(X_POST_URL_OR_EMPTY, messages.enterTweetUrl).optional(),
    customTopic: z.string().trim().max(500).optional(),
    tonePreset: threadToneSchema.default('educational'),
    threadLength: threadLengthSchema.default(DEFAULT_THREAD_LENGTH),
    includePrice: z.boolean().default(false),
    includeCTA: z.boolean().default(true),
    ctaText: z.string().trim().max(200).default(DEFAULT_CTA_TEXT),
    hookStyle: hookStyleSchema.default('question'),
    userExperienceLevel: experienceLevelSchema.optional(),
    contextualRelevance: boundedRecordSchema.optional(),
    enhancedPersonalization: z.boolean().default(true),
  })
  .superRefine((options, ctx) => {
    if (options.threadType === 'token' && !options.tokenSymbol) {
      ctx.addIssue({ code: 'custom', path: ['tokenSymbol'], message: messages.enterTokenSymbol });
    }
    if (options.threadType === 'trend' && !options.tweetUrl) {
      ctx.addIssue({ code: 'custom', path: ['tweetUrl'], message: messages.enterTweetUrl });
    }
    if (options.threadType === 'custom' && !options.customTopic) {
      ctx.addIssue({ code: 'custom', path: ['customTopic'], message: messages.enterTopic });
    }
  });
export type ThreadOptions = z.infer<typeof threadOptionsSchema>;
export type ThreadOptionsInput = z.input<typeof threadOptionsSchema>;

// The browser sends behavioural context (spec §7 details). It only flavours the writing, so it is
// accepted within bounds and unknown keys are dropped.

export const userPreferencesSchema = z
  .object({
    tones: boundedStringList(40),
    lengths: z.array(z.number().int().min(0).max(100)).max(50),
    topics: boundedStringList(500),
    timezone: z.string().max(64),
    language: z.string().max(35),
    deviceType: z.string().max(40),
    screenSize: z.union([
      z.string().max(40),
      z.object({ width: z.number().nonnegative().max(100_000), height: z.number().nonnegative().max(100_000) }),
    ]),
    sessionTime: z.number().nonnegative(),
    pastInteractions: z.array(boundedRecordSchema).max(50),
    customTokens: boundedStringList(20),
    learningProfile: boundedRecordSchema,
  })
  .partial();
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const historicalContextSchema = z
  .object({
    totalThreads: countSchema,
    recentTopics: boundedStringList(500),
    recentThreads: z.array(boundedRecordSchema).max(50),
    preferredTones: boundedStringList(40),
    preferredLengths: z.array(z.number().int().min(0).max(100)).max(50),
  })
  .partial();
export type HistoricalContext = z.infer<typeof historicalContextSchema>;

export const realTimeContextSchema = z
  .object({
    timestamp: z.union([isoDateTimeSchema, z.number().nonnegative()]),
    browserInfo: boundedRecordSchema,
    performance: boundedRecordSchema,
    interactionData: boundedRecordSchema,
  })
  .partial();
export type RealTimeContext = z.infer<typeof realTimeContextSchema>;

/** What the page already shows; the server fetches its own prices and never trusts these. */
export const clientTokenDataSchema = tokenDataSchema
  .pick({ symbol: true, price: true, change24h: true, marketCap: true, volume24h: true, sentiment: true })
  .partial();

export const enhancedFeaturesSchema = z.object({
  dataSourcesUsed: z.array(z.string().max(100)).max(20),
  aiModel: z.string().max(100),
  xIntegrationEnabled: z.boolean(),
  historicalDataUsed: z.boolean(),
  competitorAnalysisIncluded: z.boolean(),
});
export type EnhancedFeatures = z.infer<typeof enhancedFeaturesSchema>;

export const generateThreadRequestSchema = z.strictObject({
  options: threadOptionsSchema,
  tokenData: clientTokenDataSchema.nullable().default(null),
  userPreferences: userPreferencesSchema.nullish(),
  historicalContext: historicalContextSchema.nullish(),
  realTimeContext: realTimeContextSchema.nullish(),
});

export const generateThreadResponseSchema = z.object({
  thread: z.array(tweetTextSchema).min(1).max(15),
  usage: threadUsageSchema,
  enhancedFeatures: enhancedFeaturesSchema,
  threadId: idSchema.optional(),
  jobId: idSchema.optional(),
});

/** Premium-only options from a free user answer 403 with a message containing 'premium'. */
export const generateThread = {
  method: 'POST',
  path: '/api/threads/generate',
  auth: 'bearer',
  request: generateThreadRequestSchema,
  response: generateThreadResponseSchema,
} as const satisfies CallContract;
export type GenerateThreadRequest = z.infer<typeof generateThread.request>;
export type GenerateThreadRequestInput = z.input<typeof generateThread.request>;
export type GenerateThreadResponse = z.infer<typeof generateThread.response>;

// ---- Tweets (spec §7 calls 10 and 14) ------------------------------------------------------

/** `remaining` and `limit` are -1 when unlimited; counters reset at `resetsAt` (00:00 UTC). */
export const getTweetLimit = {
  method: 'GET',
  path: '/api/tweet/limit',
  auth: 'bearer',
  response: z.object({
    remaining: limitSchema,
    limit: limitSchema,
    used: countSchema,
    resetsAt: isoDateTimeSchema,
  }),
} as const satisfies CallContract;
export type GetTweetLimitResponse = z.infer<typeof getTweetLimit.response>;

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

// ---- Thread history (spec §7 calls 17 and 18) ----------------------------------------------

export const threadRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  tweets: z.array(tweetTextSchema).min(1).max(15),
  threadType: threadTypeSchema,
  tonePreset: threadToneSchema,
  hookStyle: hookStyleSchema,
  threadLength: threadLengthSchema,
  tokenSymbol: z.string().max(20).nullable(),
  topic: z.string().max(500).nullable(),
  /** snake_case as in spec §7: the analytics fallback counts by it. */
  created_at: isoDateTimeSchema,
});
export type ThreadRecord = z.infer<typeof threadRecordSchema>;

/** Newest first; pass `nextCursor` back as `cursor` until it is null. */
export const threadPageSchema = z.object({
  items: z.array(threadRecordSchema),
  nextCursor: z.string().max(500).nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

const threadPageQuery = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const listThreads = {
  method: 'GET',
  path: '/api/threads',
  auth: 'bearer',
  query: threadPageQuery,
  response: threadPageSchema,
} as const satisfies CallContract;
export type ListThreadsQuery = z.infer<typeof listThreads.query>;

/** Only the caller's own id is allowed (403 otherwise). */
export const listUserThreads = {
  method: 'GET',
  path: '/api/thread/user/:userId',
  auth: 'bearer',
  params: z.object({ userId: idSchema }),
  query: threadPageQuery,
  response: threadPageSchema,
} as const satisfies CallContract;

// ---- Generation jobs -----------------------------------------------------------------------

const jobBase = {
  id: idSchema,
  status: jobStatusSchema,
  progress: z.number().int().min(0).max(100),
  /** The UI message when `status` is failed. */
  error: z.string().max(2000).optional(),
  code: z.string().max(100).optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
};

export const generationJobSchema = z.discriminatedUnion('kind', [
  z.object({ ...jobBase, kind: z.literal('thread'), result: generateThreadResponseSchema.optional() }),
  z.object({ ...jobBase, kind: z.literal('tweet'), result: generateTweetResponseSchema.optional() }),
]);
export type GenerationJob = z.infer<typeof generationJobSchema>;

/** 202 body when a generate call outlives its bounded wait: poll `statusUrl`. */
export const jobAcceptedSchema = z.object({
  jobId: idSchema,
  status: z.enum(['queued', 'running']),
  statusUrl: z.string().max(300),
});
export type JobAccepted = z.infer<typeof jobAcceptedSchema>;

export const getJob = {
  method: 'GET',
  path: '/api/jobs/:id',
  auth: 'bearer',
  params: z.object({ id: idSchema }),
  response: generationJobSchema,
} as const satisfies CallContract;
export type GetJobResponse = z.infer<typeof getJob.response>;
