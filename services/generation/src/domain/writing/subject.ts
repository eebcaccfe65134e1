import { capitalize, wordsWithin } from './text.ts';

/**
 * How a user's topic can be placed in a sentence. People type noun phrases ("restaking on
 * ethereum"), questions ("why L2s matter") or claims ("bitcoin will flip gold"); each needs
 * different wording around it, so templates read `about` ("5 points on …") and only use `topic`
 * as a grammatical subject when the topic is a noun phrase.
 */
export interface Subject {
  kind: 'noun' | 'question' | 'claim';
  /** As typed (shortened on a word boundary when very long), without trailing punctuation. */
  text: string;
  /** Fits after "about" / "on": the noun phrase, the lowercased question, or the quoted claim. */
  about: string;
  /** Sentence-initial form. */
  capitalized: string;
}

const QUESTION_WORDS = new Set([
  'why',
  'how',
  'what',
  'when',
  'where',
  'who',
  'which',
  'is',
  'are',
  'was',
  'were',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'will',
  'would',
  'has',
  'have',
]);
const VERBS =
  /\b(is|are|was|were|will|won't|can|can't|could|should|would|has|have|had|does|doesn't|do|don't|did|matters?|means?|needs?|beats?|kills?|flips?|wins?|loses?|goes|going|hits?|makes?)\b/i;

export const MAX_SUBJECT_CHARS = 80;

export function toSubject(raw: string): Subject {
  const cleaned = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?…]+$/, '');
  const firstClause = cleaned.length > MAX_SUBJECT_CHARS ? (cleaned.split(/[.!?;:—]\s/)[0] ?? cleaned) : cleaned;
  const text =
    wordsWithin(firstClause, MAX_SUBJECT_CHARS) || wordsWithin(cleaned, MAX_SUBJECT_CHARS) || cleaned.slice(0, MAX_SUBJECT_CHARS);
  const first = (text.split(' ')[0] ?? '').toLowerCase();
  const startsLowerAfterFirst = text.charAt(0).toLowerCase() + text.slice(1);
  if (QUESTION_WORDS.has(first)) {
    return { kind: 'question', text, about: startsLowerAfterFirst, capitalized: capitalize(text) };
  }
  if (VERBS.test(text) || text.split(' ').length > 8) {
    return { kind: 'claim', text, about: `"${text}"`, capitalized: `"${capitalize(text)}"` };
  }
  return { kind: 'noun', text, about: text, capitalized: capitalize(text) };
}
