// The crypto compliance lint (issue 22): findings never block, the creator decides.
import { z } from 'zod';
import { tokenSymbolSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';
import { textSpanSchema } from './citations.ts';

export const lintRules = [
  'return-promise',
  'missing-nfa',
  'missing-disclosure',
  'multiple-cashtags',
  'token-mismatch',
  'phishing-link',
  'over-length',
] as const;
export const lintRuleSchema = z.enum(lintRules);
export type LintRule = z.infer<typeof lintRuleSchema>;

export const lintSeverities = ['info', 'warning', 'danger'] as const;
export const lintSeveritySchema = z.enum(lintSeverities);
export type LintSeverity = z.infer<typeof lintSeveritySchema>;

/** A change the user can apply: `text` replaces the span's characters (an empty span inserts). */
export const lintFixSchema = textSpanSchema.extend({
  text: z.string().max(400),
  /** The button's words, e.g. 'Add "Not financial advice."'. */
  label: z.string().max(100),
});
export type LintFix = z.infer<typeof lintFixSchema>;

export const lintFindingSchema = z.object({
  rule: lintRuleSchema,
  severity: lintSeveritySchema,
  /** Where in which tweet; for a thread-wide finding the place the fix would go. */
  span: textSpanSchema,
  why: z.string().max(300),
  fix: lintFixSchema.nullable(),
});
export type LintFinding = z.infer<typeof lintFindingSchema>;

/** A rule that could not run (the market's catalogue did not answer in time): its absence is not a pass. */
export const lintResultSchema = z.object({
  findings: z.array(lintFindingSchema).max(500),
  skipped: z.array(lintRuleSchema).max(lintRules.length),
});
export type LintResult = z.infer<typeof lintResultSchema>;

export const lintRequestSchema = z.strictObject({
  tweets: z.array(z.string().max(4000)).min(1, 'Send at least one tweet').max(25),
  /** The token the text is about, when it is about one: cashtags and addresses are checked against it. */
  symbol: tokenSymbolSchema.nullable().optional(),
  /** The text is paid promotion: it needs a disclosure. */
  sponsored: z.boolean().default(false),
});
export type LintRequest = z.infer<typeof lintRequestSchema>;
export type LintRequestInput = z.input<typeof lintRequestSchema>;

/** Whether the user's setting asks for a not-financial-advice line comes from accounts, never from the body. */
export const lintText = {
  method: 'POST',
  path: '/api/lint',
  auth: 'bearer',
  request: lintRequestSchema,
  response: lintResultSchema,
} as const satisfies CallContract;
