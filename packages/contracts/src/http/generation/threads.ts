// Thread generation (spec §7 call 9).
import { z } from 'zod';
import {
  DEFAULT_THREAD_LENGTH,
  experienceLevelSchema,
  hookStyleSchema,
  threadLengthSchema,
  threadToneSchema,
  threadTypeSchema,
} from '../../enums.ts';
import { DEFAULT_CTA_TEXT } from '../../call-limits.ts';
import { messages } from '../../errors.ts';
import { boundedRecordSchema, idSchema } from '../../primitives.ts';
import type { CallContract } from '../call.ts';
import { citationsSchema, unverifiedFiguresSchema } from '../citations.ts';
import { templateRoleSchema } from '../templates.ts';
import { threadUsageSchema } from './plan.ts';
import { tweetTextSchema } from './text.ts';
import { clientTokenDataSchema, historicalContextSchema, realTimeContextSchema, userPreferencesSchema } from './thread-context.ts';

export { DEFAULT_CTA_TEXT };

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
  /** Present when the thread started from a template: the role each tweet plays, as written. */
  template: z.object({ id: idSchema, name: z.string(), roles: z.array(templateRoleSchema) }).optional(),
  /** Every figure the thread states, tied to the market data point it came from (issue 22). */
  citations: citationsSchema.default([]),
  /** Figures with no matching data point (a model's invention): shown to the creator, never posted unchecked. */
  unverifiedFigures: unverifiedFiguresSchema.default([]),
});

/** Premium-only options from a free user answer 403 with a message containing 'premium'. */
export const generateThread = {
  method: 'POST',
  path: '/api/threads/generate',
  auth: 'bearer',
  // templateId is the API's to resolve: the job carries the template's beats, so the
  // generation.requested payload (which embeds generateThreadRequestSchema) keeps its v1 shape.
  request: generateThreadRequestSchema.extend({ templateId: idSchema.optional() }),
  response: generateThreadResponseSchema,
} as const satisfies CallContract;
export type GenerateThreadRequest = z.infer<typeof generateThread.request>;
export type GenerateThreadRequestInput = z.input<typeof generateThread.request>;
export type GenerateThreadResponse = z.infer<typeof generateThread.response>;
