import { figuresIn, normalizeFigure } from './figures.ts';
import { hookDescriptions, hookMatches, validateTweetText } from './rules.ts';
import { cashtagsOf, weightedLength } from './text.ts';
import type { RewriteBrief } from './writer.ts';

/**
 * The rules a rewritten tweet must pass, whoever wrote it: X's rules for any tweet (rules.ts), no
 * figure or cashtag the original did not have (a rewrite has no market data to check a new one
 * against), and what the action promised: shorter is shorter and keeps every cashtag and figure,
 * a hook opens in its style, and the text actually changed.
 */
export function rewriteProblems(original: string, rewritten: string, brief: Pick<RewriteBrief, 'action' | 'hookStyle'>): string[] {
  const figures = figuresIn(original).map(normalizeFigure);
  // The original's own figures are allowed as they stand; the attribution was the author's to give.
  const problems = validateTweetText(rewritten, { allowed: figures, attribution: '' })
    .filter((v) => !(v.rule === 'cashtags' && cashtagsOf(original).length > 1))
    .map((v) => v.message);
  const kept = new Set(cashtagsOf(original).map((c) => c.toUpperCase()));
  const added = cashtagsOf(rewritten).filter((c) => !kept.has(c.toUpperCase()));
  if (added.length > 0) problems.push(`adds cashtags the original did not have (${added.map((c) => `$${c}`).join(', ')})`);
  if (rewritten.trim() === original.trim()) problems.push('is the same as the original');
  if (brief.action === 'shorter') {
    if (weightedLength(rewritten) >= weightedLength(original)) problems.push('is not shorter than the original');
    const lost = [...kept].filter((c) => !cashtagsOf(rewritten).some((r) => r.toUpperCase() === c));
    const found = figuresIn(rewritten).map(normalizeFigure);
    const lostFigures = figures.filter((f) => !found.includes(f));
    if (lost.length + lostFigures.length > 0)
      problems.push(`drops what it must keep (${[...lost.map((c) => `$${c}`), ...lostFigures].join(', ')})`);
  }
  if (brief.action === 'hook' && !hookMatches(brief.hookStyle, rewritten))
    problems.push(`does not open with a ${brief.hookStyle} hook: it ${hookDescriptions[brief.hookStyle].replace(/^opens/, 'must open')}`);
  return problems;
}
