import { figuresIn } from '../figures.ts';
import { TWEET_LIMIT, cashtagsOf, sentencesOf, stripEmoji, tidy, weightedLength } from '../text.ts';

// "Make it shorter" without a model: cuts what carries the least meaning first (emoji, hashtags,
// filler words, asides), then whole trailing sentences, then trailing words, and never a cashtag or
// a figure, so a shortened tweet still names the token and states the same numbers.

/** A share of the original's weighted length the template writer aims for (X's count, twitter-text). */
export const SHORTER_RATIO = 0.7;

const NUMBERING = /^\s*(\d{1,2}\/\d{0,2})\s*/;
const FILLER_WORDS = /(?<![$#@\w])(really|very|actually|basically|literally|just|truly|simply|quite|definitely|honestly)\s+/gi;
const FILLER_PHRASES =
  /(?<![\w])(in other words|to be honest|at the end of the day|it'?s worth noting that|the thing is|needless to say|as you probably know),?\s*/gi;
const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;
const ASIDE = /\s*\(([^()]*)\)/g;

/** Whether this piece of text holds something a rewrite must keep: a cashtag or a figure. */
export const holdsKept = (text: string): boolean => cashtagsOf(text).length > 0 || figuresIn(text).length > 0;

/** The tweet's own numbering ("3/", "3/8") apart from its text, so every rewrite keeps it in front. */
export function splitNumbering(text: string): { numbering: string; body: string } {
  const match = NUMBERING.exec(text);
  return match ? { numbering: `${match[1] ?? ''} `, body: text.slice(match[0].length) } : { numbering: '', body: text };
}

const lightCuts: readonly ((text: string) => string)[] = [
  stripEmoji,
  (text) => tidy(text.replace(HASHTAG, '$1')),
  (text) => tidy(text.replace(FILLER_PHRASES, '').replace(FILLER_WORDS, '')),
  (text) => tidy(text.replace(ASIDE, (aside: string, inner: string) => (holdsKept(inner) ? aside : ''))),
];

/** Drops sentences from the end (never the first, never one holding a cashtag or figure) until the text fits. */
function dropSentences(text: string, target: number): string {
  const sentences = sentencesOf(text);
  for (let i = sentences.length - 1; i > 0 && weightedLength(sentences.join(' ')) > target; i--) {
    const sentence = sentences[i];
    if (sentence !== undefined && !holdsKept(sentence)) sentences.splice(i, 1);
  }
  return tidy(sentences.join(' '));
}

/** Drops words from the end, keeping cashtags and figures, until the text fits; ends the sentence cleanly. */
function dropWords(text: string, target: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  // One character stays free for the closing ellipsis.
  for (let i = words.length - 1; i > 0 && weightedLength(words.join(' ')) > target - 1; i--) {
    const word = words[i];
    if (word !== undefined && !holdsKept(word)) words.splice(i, 1);
  }
  const cut = words.join(' ').replace(/[,;:\-–—]+$/, '');
  return /[.!?…]$/.test(cut) ? cut : `${cut}…`;
}

/** The text cut down to `target` weighted characters (or as close as keeping every cashtag and figure allows). */
export function shortenTo(text: string, target: number): string {
  const { numbering, body } = splitNumbering(text);
  const room = target - weightedLength(numbering);
  let current = tidy(body);
  for (const cut of lightCuts) {
    if (weightedLength(current) <= room) break;
    current = cut(current);
  }
  if (weightedLength(current) > room) current = dropSentences(current, room);
  if (weightedLength(current) > room) current = dropWords(current, room);
  return `${numbering}${current}`;
}

/** "Make it shorter": about 70 % of X's weighted length, and never over the 280 limit. */
export const shorterTarget = (text: string): number => Math.min(TWEET_LIMIT, Math.floor(weightedLength(text) * SHORTER_RATIO));
