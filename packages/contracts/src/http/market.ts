import { z } from 'zod';
import { isoDateTimeSchema, tokenSymbolSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

/** Where a token row or a price came from: our bundled list or a live adapter. */
export const tokenSources = ['catalogue', 'coingecko', 'dexscreener'] as const;
export const tokenSourceSchema = z.enum(tokenSources);
export type TokenSource = z.infer<typeof tokenSourceSchema>;

import { TOKEN_SEARCH_DEFAULT_LIMIT } from '../call-limits.ts';

export { TOKEN_SEARCH_DEFAULT_LIMIT, TOKEN_SEARCH_MIN_LENGTH } from '../call-limits.ts';

/** Spec §3 token search result. Prices are null when no live source answered: never invented. */
export const tokenSearchResultSchema = z.object({
  symbol: z.string().min(1).max(20),
  name: z.string().max(100),
  category: z.string().max(50),
  source: tokenSourceSchema,
  isMeme: z.boolean(),
  verified: z.boolean(),
  rank: z.number().int().positive().nullable(),
  price: z.number().nonnegative().nullable(),
  change24h: z.number().nullable(),
  sourceDetails: z.object({ platform: z.string().max(50).nullable() }),
});
export type TokenSearchResult = z.infer<typeof tokenSearchResultSchema>;

export const tokenCategorySchema = z.object({
  id: z.string().min(1).max(50),
  name: z.string().max(100),
  count: z.number().int().nonnegative(),
});
export type TokenCategory = z.infer<typeof tokenCategorySchema>;

/** Spec §7 call 5. `popular` is the ordered list of symbols the token picker offers first. */
export const getTokenCategories = {
  method: 'GET',
  path: '/api/tokens/categories',
  auth: 'bearer',
  response: z.object({
    success: z.literal(true),
    categories: z.array(tokenCategorySchema).default([]),
    popular: z.array(z.string().max(20)).default([]),
  }),
} as const satisfies CallContract;
export type GetTokenCategoriesResponse = z.infer<typeof getTokenCategories.response>;

/**
 * Spec §7 call 6. `q` matches symbols and names, case-insensitively. A `q` shorter than
 * TOKEN_SEARCH_MIN_LENGTH is not an error: the answer is an empty list (the picker fires only
 * above one character, and an emptied field must not show an error).
 */
export const searchTokens = {
  method: 'GET',
  path: '/api/tokens/search',
  auth: 'bearer',
  query: z.object({
    q: z.string().trim().toUpperCase().max(40).default(''),
    limit: z.coerce.number().int().min(1).max(50).default(TOKEN_SEARCH_DEFAULT_LIMIT),
    source: z.enum(['all', ...tokenSources]).default('all'),
  }),
  response: z.object({
    success: z.literal(true),
    results: z.array(tokenSearchResultSchema).max(50).default([]),
  }),
} as const satisfies CallContract;
export type SearchTokensQuery = z.infer<typeof searchTokens.query>;
export type SearchTokensQueryInput = z.input<typeof searchTokens.query>;
export type SearchTokensResponse = z.infer<typeof searchTokens.response>;

export const tokenSentimentSchema = z.object({
  label: z.enum(['bullish', 'neutral', 'bearish']),
  /** -1 (most bearish) to 1 (most bullish). */
  score: z.number().min(-1).max(1),
  source: z.string().max(100),
});
export type TokenSentiment = z.infer<typeof tokenSentimentSchema>;

export const tokenDataStatuses = ['live', 'cached', 'snapshot', 'unavailable'] as const;

/** Where token data came from: a live adapter, or the dated market snapshot bundled with the service. */
export const tokenDataSources = ['catalogue', 'coingecko', 'dexscreener', 'snapshot'] as const;

/**
 * Spec §3 token data plus freshness: `live` was fetched for this answer, `cached` comes from the
 * short-lived cache (`asOf` says when it was observed), `snapshot` comes from the bundled snapshot
 * when no upstream could answer (`source: 'snapshot'`, `asOf` is when the snapshot's figures were
 * taken: often days old, so never to be called current), `unavailable` has null figures and
 * `lastKnownAt` says when we last had any. A payment or any decision that needs a current price
 * must accept `live` and `cached` only.
 */
export const tokenDataSchema = z.object({
  symbol: z.string().min(1).max(20),
  name: z.string().max(100).nullable(),
  price: z.number().nonnegative().nullable(),
  change24h: z.number().nullable(),
  marketCap: z.number().nonnegative().nullable(),
  volume24h: z.number().nonnegative().nullable(),
  sentiment: tokenSentimentSchema.nullable(),
  status: z.enum(tokenDataStatuses),
  source: z.enum(tokenDataSources).nullable(),
  asOf: isoDateTimeSchema.nullable(),
  lastKnownAt: isoDateTimeSchema.nullable(),
  /** Additive, snapshot answers only (live adapters do not report them yet); absent or null when unknown. */
  fullyDilutedValuation: z.number().nonnegative().nullish(),
  circulatingSupply: z.number().nonnegative().nullish(),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

/** Spec §7 call 7. */
export const getTokenData = {
  method: 'GET',
  path: '/api/token/data',
  auth: 'bearer',
  query: z.object({ symbol: tokenSymbolSchema }),
  response: tokenDataSchema,
} as const satisfies CallContract;
export type GetTokenDataQuery = z.infer<typeof getTokenData.query>;
export type GetTokenDataResponse = z.infer<typeof getTokenData.response>;
