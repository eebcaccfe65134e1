import type { HookStyle } from '@chainscribe/contracts';
import { allowedFigures, attributionOf, figuresIn, normalizeFigure } from './figures.ts';
import { TWEET_LIMIT, cashtagsOf, fits, sentencesOf, tidy, weightedLength } from './text.ts';
import type { ThreadBrief } from './writer.ts';

/**
 * The rules every writer's output must pass (issue: "validation for every writer"). The template
 * writer is built to satisfy them; a model's output is checked, repaired where a repair cannot
 * change its meaning, and otherwise sent back for a rewrite.
 */
export interface ThreadRules {
  length: number;
  cta: string | null;
  hookStyle: HookStyle;
  /** null: no price figure may appear. Otherwise only these figures, each tweet naming the attribution. */
  figures: { allowed: string[]; attribution: string } | null;
}

export interface Violation {
  /** 0-based tweet index, or null for the thread as a whole. */
  tweet: number | null;
  rule: 'length' | 'weighted-length' | 'empty' | 'cashtags' | 'cta' | 'figures' | 'attribution' | 'hook';
  message: string;
}

export function threadRulesFor(brief: ThreadBrief): ThreadRules {
  return {
    length: brief.length,
    cta: brief.cta,
    hookStyle: brief.hookStyle,
    figures: brief.market ? { allowed: allowedFigures(brief.market), attribution: attributionOf(brief.market) } : null,
  };
}

const NUMBERING = /^\s*\d{1,2}\/\d{0,2}\s*/;
const FIRST_PERSON = /\b(i|me|my|we|our|us)\b|\bi['’](m|ve|d|ll)\b|\bwe['’](re|ve)\b/i;

/** The first sentences of the hook, numbering removed. */
function opening(text: string): string {
  return sentencesOf(text.replace(NUMBERING, '')).slice(0, 2).join(' ');
}

/** Whether the first tweet opens in the requested hook style. */
export function hookMatches(style: HookStyle, firstTweet: string): boolean {
  const open = opening(firstTweet);
  const first = sentencesOf(firstTweet.replace(NUMBERING, ''))[0] ?? '';
  switch (style) {
    case 'question':
      return open.includes('?');
    case 'stat':
      return /\d/.test(open);
    case 'bold':
      return first.length > 0 && !first.trim().endsWith('?');
    case 'story':
      return FIRST_PERSON.test(open);
  }
}

export const hookDescriptions: Readonly<Record<HookStyle, string>> = {
  question: 'opens with a question the reader wants answered (the first sentence or two contain a "?")',
  stat: 'opens with a number: a figure from the data when given, otherwise a count (the first sentence or two contain a digit)',
  bold: 'opens with a confident, declarative claim (the first sentence is a statement, not a question)',
  story: 'opens with a short first-person story ("I", "my", "we" in the first sentence or two)',
};

const includesCaseless = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Rules for one tweet, wherever it sits. */
export function validateTweetText(text: string, figures: ThreadRules['figures'], index: number | null = null): Violation[] {
  const violations: Violation[] = [];
  if (text.trim().length === 0) violations.push({ tweet: index, rule: 'empty', message: 'is empty' });
  const length = weightedLength(text);
  if (length > TWEET_LIMIT)
    violations.push({ tweet: index, rule: 'weighted-length', message: `is ${length} characters by X's count (limit ${TWEET_LIMIT})` });
  const cashtags = cashtagsOf(text);
  if (cashtags.length > 1)
    violations.push({
      tweet: index,
      rule: 'cashtags',
      message: `has ${cashtags.length} cashtags (${cashtags.map((c) => `$${c}`).join(', ')}); at most one is allowed`,
    });
  const found = figuresIn(text);
  if (found.length > 0) {
    if (!figures) {
      violations.push({ tweet: index, rule: 'figures', message: `states price figures (${found.join(', ')}) but none may appear` });
    } else {
      const unknown = found.filter((f) => !figures.allowed.includes(normalizeFigure(f)));
      if (unknown.length > 0)
        violations.push({
          tweet: index,
          rule: 'figures',
          message: `states figures that are not in the market data (${unknown.join(', ')})`,
        });
      if (!includesCaseless(text, figures.attribution)) {
        violations.push({
          tweet: index,
          rule: 'attribution',
          message: `states figures without their source and time ("${figures.attribution}")`,
        });
      }
    }
  }
  return violations;
}

export function validateThread(tweets: readonly string[], rules: ThreadRules): Violation[] {
  const violations: Violation[] = [];
  if (tweets.length !== rules.length) {
    violations.push({ tweet: null, rule: 'length', message: `has ${tweets.length} tweets; exactly ${rules.length} are required` });
  }
  tweets.forEach((text, i) => violations.push(...validateTweetText(text, rules.figures, i)));
  const last = tweets.at(-1);
  if (rules.cta && (last === undefined || !last.includes(rules.cta))) {
    violations.push({ tweet: tweets.length - 1, rule: 'cta', message: `does not contain the call to action "${rules.cta}"` });
  }
  const first = tweets[0];
  if (first !== undefined && !hookMatches(rules.hookStyle, first)) {
    violations.push({
      tweet: 0,
      rule: 'hook',
      message: `does not open with a ${rules.hookStyle} hook: it ${hookDescriptions[rules.hookStyle].replace(/^opens/, 'must open')}`,
    });
  }
  return violations;
}

export const describeViolation = (v: Violation): string =>
  v.tweet === null ? `The thread ${v.message}.` : `Tweet ${v.tweet + 1} ${v.message}.`;

/**
 * Drops whole sentences from the end until the text fits, keeping any sentence that holds one of
 * `keep` (the CTA, the attribution). Never cuts a word; null when no whole-sentence version fits.
 */
export function shortenToFit(text: string, keep: readonly string[] = []): string | null {
  if (fits(text)) return text;
  const lines = text.split('\n');
  // Work sentence by sentence but remember line breaks, so formatting survives.
  const parts = lines.flatMap((line, li) => sentencesOf(line).map((s, si) => ({ s, newline: li > 0 && si === 0 })));
  const isKept = (s: string) => keep.some((k) => k && s.includes(k));
  const join = (items: typeof parts) => tidy(items.map((p, i) => (i === 0 ? p.s : `${p.newline ? '\n' : ' '}${p.s}`)).join(''));
  const current = [...parts];
  for (let i = current.length - 1; i > 0 && !fits(join(current)); i--) {
    const part = current[i];
    if (part && !isKept(part.s)) current.splice(i, 1);
  }
  const result = join(current);
  return fits(result) && current.length > 0 ? result : null;
}

/**
 * Repairs that cannot change what a tweet says: a second cashtag loses its '$' (the ticker stays),
 * a figure tweet gets its attribution appended, an over-long tweet loses trailing sentences.
 */
export function repairThread(tweets: readonly string[], rules: ThreadRules): string[] {
  return tweets.map((original, i) => {
    let text = original.trim();
    text = keepFirstCashtag(text);
    if (rules.figures && figuresIn(text).length > 0 && !includesCaseless(text, rules.figures.attribution)) {
      const withSource = `${text} (${rules.figures.attribution})`;
      text = fits(withSource) ? withSource : (shortenToFit(withSource, [rules.figures.attribution]) ?? text);
    }
    const keep = [...(i === tweets.length - 1 && rules.cta ? [rules.cta] : []), ...(rules.figures ? [rules.figures.attribution] : [])];
    return shortenToFit(text, keep) ?? text;
  });
}

export function keepFirstCashtag(text: string): string {
  let seen = 0;
  return text.replace(/(^|[^\w$])\$([A-Za-z][A-Za-z0-9_]{0,14})\b/g, (match, before: string, symbol: string) => {
    if (/^\d/.test(symbol)) return match;
    seen++;
    return seen === 1 ? match : `${before}${symbol}`;
  });
}
