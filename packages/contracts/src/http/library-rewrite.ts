// "Rewrite this tweet", "Make it shorter", "Stronger hook" in the library editor (issue 18). A rewrite
// is a generation job like the others (a unit of the daily limit, refunded on failure); its result is
// a suggestion the editor shows beside the original. Nothing is written into the item until the
// user accepts it and the editor saves it with its normal PATCH.
import { z } from 'zod';
import { hookStyleSchema, threadToneSchema } from '../enums.ts';
import { idSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';
import { LIBRARY_MAX_TWEETS, libraryTweetsSchema } from './library.ts';

export const rewriteActions = ['rewrite', 'shorter', 'hook'] as const;
export const rewriteActionSchema = z.enum(rewriteActions);
export type RewriteAction = z.infer<typeof rewriteActionSchema>;

export const rewriteActionLabels: Readonly<Record<RewriteAction, string>> = {
  rewrite: 'Rewrite',
  shorter: 'Make it shorter',
  hook: 'Stronger hook',
};

export const rewriteMessages = {
  toneRequired: 'Choose a tone for the rewrite',
  positionOutOfRange: 'There is no tweet at this position',
  hookIsFirstTweet: 'The hook is the first tweet',
  nothingToRewrite: 'Write something first: every tweet to rewrite is empty',
  writerFailed: 'Failed to rewrite the text. Please try again.',
} as const;

/**
 * `position` (0-based) rewrites one tweet; without it the whole thread. `hook` always works on the
 * first tweet. `tweets` is the text as the editor shows it now (unsaved edits included); without
 * it the item as stored. A whole-thread rewrite costs a thread of the daily limit, one tweet a tweet.
 */
export const rewriteLibraryItemRequestSchema = z
  .strictObject({
    action: rewriteActionSchema,
    position: z
      .number()
      .int()
      .min(0)
      .max(LIBRARY_MAX_TWEETS - 1)
      .optional(),
    /** Required for `rewrite`: the tone to write in (the plan's tones; others are premium). */
    tone: threadToneSchema.optional(),
    /** For `hook`: the style of the new opening (default `question`; others are premium). */
    hookStyle: hookStyleSchema.optional(),
    tweets: libraryTweetsSchema.optional(),
  })
  .refine((body) => body.action !== 'rewrite' || body.tone !== undefined, { message: rewriteMessages.toneRequired, path: ['tone'] })
  .refine((body) => body.action !== 'hook' || body.position === undefined || body.position === 0, {
    message: rewriteMessages.hookIsFirstTweet,
    path: ['position'],
  });
export type RewriteLibraryItemRequest = z.infer<typeof rewriteLibraryItemRequestSchema>;
export type RewriteLibraryItemRequestInput = z.input<typeof rewriteLibraryItemRequestSchema>;

/** The finished rewrite: the text it started from and the suggested text, tweet for tweet. */
export const rewriteSuggestionSchema = z.object({
  jobId: idSchema,
  itemId: idSchema,
  action: rewriteActionSchema,
  tone: threadToneSchema.nullable(),
  hookStyle: hookStyleSchema.nullable(),
  /** The one tweet rewritten, or null for the whole thread. */
  position: z.number().int().min(0).nullable(),
  /** The tweets the rewrite started from (as sent, or as stored). */
  original: libraryTweetsSchema,
  /** The whole thread as suggested: as many tweets as `original`, only `changed` ones differ. */
  suggestion: libraryTweetsSchema,
  /** Positions whose text the suggestion changes. */
  changed: z.array(z.number().int().min(0)),
  writer: z.enum(['template', 'openai']),
});
export type RewriteSuggestion = z.infer<typeof rewriteSuggestionSchema>;

/** 200 with the suggestion, or 202 + `Location: /api/jobs/<id>` (like the generate calls). Another user's item is 404. */
export const rewriteLibraryItem = {
  method: 'POST',
  path: '/api/library/:id/rewrite',
  auth: 'bearer',
  params: z.object({ id: idSchema }),
  request: rewriteLibraryItemRequestSchema,
  response: rewriteSuggestionSchema,
} as const satisfies CallContract;
