import type { LintFinding, LintResult, LintRule } from '@chainscribe/contracts';
import type { LintContext, Rule } from './finding.ts';
import { multipleCashtags, tokenMismatch } from './rules/cashtags.ts';
import { missingDisclosure, missingNfa } from './rules/disclosures.ts';
import { overLength } from './rules/length.ts';
import { phishingLinks } from './rules/phishing-links.ts';
import { returnPromise } from './rules/return-promise.ts';

const rules: readonly [LintRule, Rule][] = [
  ['return-promise', returnPromise],
  ['missing-nfa', missingNfa],
  ['missing-disclosure', missingDisclosure],
  ['multiple-cashtags', multipleCashtags],
  ['token-mismatch', tokenMismatch],
  ['phishing-link', phishingLinks],
  ['over-length', overLength],
];

const order = (a: LintFinding, b: LintFinding) => a.span.tweet - b.span.tweet || a.span.start - b.span.start;

/** Every check on a text: findings in reading order. Nothing here blocks; the creator decides. */
export function lintThread(context: LintContext): LintResult {
  const findings = rules.flatMap(([, rule]) => rule(context)).sort(order);
  const skipped: LintRule[] = context.catalogue ? [] : ['token-mismatch'];
  return { findings, skipped };
}
