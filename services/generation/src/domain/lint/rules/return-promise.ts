import { finding, type Rule } from '../finding.ts';

/**
 * Promises of returns and price predictions: in crypto they are what regulators and platforms act
 * on, and a creator rarely means them literally. A negation just before ("nothing is guaranteed")
 * is not a promise.
 */
interface Pattern {
  regex: RegExp;
  severity: 'danger' | 'warning';
  why: string;
  /** The words to put instead, or null when only the writer can say it better. */
  replacement: string | null;
}

const promise = 'Promising returns can break advertising rules and the trust of your readers';
const prediction = 'A price prediction reads as a promise to many readers';

const patterns: readonly Pattern[] = [
  { regex: /\bguaranteed?\b/gi, severity: 'danger', why: promise, replacement: 'possible' },
  {
    regex: /\b(?:can['’]?t|cannot|can not) (?:lose|fail|go wrong)\b/gi,
    severity: 'danger',
    why: promise,
    replacement: 'could win or lose',
  },
  { regex: /\brisk[- ]free\b/gi, severity: 'danger', why: promise, replacement: 'lower-risk' },
  { regex: /\b(?:no|zero) risk\b/gi, severity: 'danger', why: promise, replacement: 'some risk' },
  { regex: /\b(?:free|easy) money\b/gi, severity: 'danger', why: promise, replacement: 'a risky bet' },
  {
    regex: /\b\d{2,5}x\b/gi,
    severity: 'danger',
    why: `${prediction}: multiples like 100x promise gains nobody can know`,
    replacement: null,
  },
  { regex: /\bget rich\b/gi, severity: 'danger', why: promise, replacement: null },
  { regex: /\bonly (?:goes|go|going) up\b|\bcan['’]?t go down\b/gi, severity: 'danger', why: promise, replacement: null },
  { regex: /\bwill (?:hit|reach|touch|flip|pump to|go to|moon)\b/gi, severity: 'warning', why: prediction, replacement: 'could reach' },
  { regex: /\bprice target\b/gi, severity: 'warning', why: prediction, replacement: null },
];

const NEGATED = /\b(?:not|no|nothing|never|nobody|isn['’]t|aren['’]t|without)\b[^.!?\n]{0,20}$/i;

export const returnPromise: Rule = ({ tweets }) =>
  tweets.flatMap((text, tweet) =>
    patterns.flatMap(({ regex, severity, why, replacement }) =>
      [...text.matchAll(regex)].flatMap((match) => {
        const start = match.index;
        if (NEGATED.test(text.slice(Math.max(0, start - 30), start))) return [];
        const at = { tweet, start, end: start + match[0].length };
        const fix = replacement === null ? null : { ...at, text: replacement, label: `Say "${replacement}"` };
        return [finding('return-promise', severity, at, `${why}.`, fix)];
      }),
    ),
  );
