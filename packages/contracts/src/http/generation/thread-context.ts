// Context the browser sends with a thread request (spec §7 call 9 details).
import { z } from 'zod';
import { boundedRecordSchema, boundedStringList, countSchema, isoDateTimeSchema } from '../../primitives.ts';
import { tokenDataSchema } from '../market.ts';

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
