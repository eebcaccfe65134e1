// Cited figures (issue 22): every figure a text states is tied to the data point it came from.
import { z } from 'zod';
import { isoDateTimeSchema, tokenSymbolSchema } from '../primitives.ts';

/** What a data point measures. `turnover` is the 24h volume as a share of the market cap. */
export const dataPointKinds = ['price', 'change24h', 'marketCap', 'volume', 'fdv', 'tvl', 'supply', 'turnover', 'date'] as const;
export const dataPointKindSchema = z.enum(dataPointKinds);
export type DataPointKind = z.infer<typeof dataPointKindSchema>;

/** A character range in one tweet: `start` inclusive, `end` exclusive (UTF-16 offsets, as JavaScript counts). */
export const textSpanSchema = z.object({
  tweet: z.number().int().min(0).max(24),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type TextSpan = z.infer<typeof textSpanSchema>;

/**
 * One figure the writer was given: a value, where it came from and when it was read. For `date`
 * the value is the instant in milliseconds since the epoch (the day it names is what a text cites).
 */
export const dataPointSchema = z.object({
  kind: dataPointKindSchema,
  symbol: z.string().max(20),
  value: z.number(),
  /** Display name of the source, e.g. 'CoinGecko'. */
  source: z.string().max(100),
  /** When the source observed the value (for a snapshot: when the snapshot was taken). */
  readAt: isoDateTimeSchema,
  /** From the market's bundled snapshot, not a live read. */
  snapshot: z.boolean(),
});
export type DataPoint = z.infer<typeof dataPointSchema>;

/** A figure in the text and the data point it states. */
export const citationSchema = textSpanSchema.extend({
  /** The figure as written, e.g. `$1.2B`. */
  text: z.string().max(100),
  kind: dataPointKindSchema,
  source: z.string().max(100),
  value: z.number(),
  readAt: isoDateTimeSchema,
  snapshot: z.boolean(),
});
export type Citation = z.infer<typeof citationSchema>;

/** A figure in the text that matches no data point the writer was given: the creator should check it. */
export const unverifiedFigureSchema = textSpanSchema.extend({ text: z.string().max(100) });
export type UnverifiedFigure = z.infer<typeof unverifiedFigureSchema>;

export const MAX_CITATIONS = 500;
export const citationsSchema = z.array(citationSchema).max(MAX_CITATIONS);
export const unverifiedFiguresSchema = z.array(unverifiedFigureSchema).max(MAX_CITATIONS);
export const dataPointsSchema = z.array(dataPointSchema).max(100);

// ---- Re-check before copy, export, schedule or post ------------------------------------------

/** Figures read longer ago than this are read again before the text leaves the editor. */
export const RECHECK_AFTER_MS = 15 * 60 * 1000;
/** A re-read figure that moved by more than this share is shown with its old and new value. */
export const RECHECK_MOVE_THRESHOLD = 0.02;

/** One cited figure that moved: where it is, old and new, and the tweet as it would read updated. */
export const movedFigureSchema = textSpanSchema.extend({
  kind: dataPointKindSchema,
  oldText: z.string().max(100),
  newText: z.string().max(100),
  oldValue: z.number(),
  newValue: z.number(),
  /** Relative move, e.g. 0.035 for 3.5 %. */
  change: z.number(),
  source: z.string().max(100),
  readAt: isoDateTimeSchema,
  /** The whole tweet with `newText` in place of `oldText`. */
  replacement: z.string().max(4000),
});
export type MovedFigure = z.infer<typeof movedFigureSchema>;

export const recheckResponseSchema = z.object({
  /** When the market was asked; null when nothing was old enough to ask about. */
  checkedAt: isoDateTimeSchema.nullable(),
  /** Symbols re-read from the market. */
  symbols: z.array(tokenSymbolSchema).max(20),
  moved: z.array(movedFigureSchema).max(MAX_CITATIONS),
});
export type RecheckResponse = z.infer<typeof recheckResponseSchema>;
