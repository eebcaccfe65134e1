// The word lists of vocabulary.ts as schemas (the lists themselves, their types and the UI's
// options are there, without zod).
import { z } from 'zod';
import { billingPeriods, hookStyles, paymentCurrencies, planIds, threadLengths, threadTones, threadTypes } from './vocabulary.ts';
import {
  authModes,
  experienceLevels,
  generationKinds,
  jobStatuses,
  paymentProviders,
  paymentStatuses,
  planStatuses,
  quickTweetAudiences,
  quickTweetLengths,
  quickTweetStyles,
  quickTweetTones,
  tweetAudiences,
  tweetTones,
  tweetTypes,
  tweetUrgencies,
  viralPotentials,
  writerKinds,
} from './word-lists.ts';

export * from './vocabulary.ts';
export * from './word-lists.ts';

export const planIdSchema = z.enum(planIds);
export const billingPeriodSchema = z.enum(billingPeriods);
export const paymentCurrencySchema = z.enum(paymentCurrencies);
export const paymentProviderSchema = z.enum(paymentProviders);
export const paymentStatusSchema = z.enum(paymentStatuses);
export const planStatusSchema = z.enum(planStatuses);
export const authModeSchema = z.enum(authModes);
export const threadTypeSchema = z.enum(threadTypes);
export const threadToneSchema = z.enum(threadTones);
export const hookStyleSchema = z.enum(hookStyles);
export const threadLengthSchema = z.literal(threadLengths, 'Thread length must be 5, 8, 12 or 15');
export const experienceLevelSchema = z.enum(experienceLevels);
export const viralPotentialSchema = z.enum(viralPotentials);
export const tweetTypeSchema = z.enum(tweetTypes);
export const tweetAudienceSchema = z.enum(tweetAudiences);
export const tweetToneSchema = z.enum(tweetTones);
export const tweetUrgencySchema = z.enum(tweetUrgencies);
export const quickTweetToneSchema = z.enum(quickTweetTones);
export const quickTweetStyleSchema = z.enum(quickTweetStyles);
export const quickTweetAudienceSchema = z.enum(quickTweetAudiences);
export const quickTweetLengthSchema = z.enum(quickTweetLengths);
export const generationKindSchema = z.enum(generationKinds);
export const jobStatusSchema = z.enum(jobStatuses);
export const writerKindSchema = z.enum(writerKinds);
