import { TWEET_CHARACTER_LIMIT, type LibraryKind } from '@chainscribe/contracts';
import { weightedLength } from '../writing/text.ts';

/** `1/`, `2/8`, `(3/8)` opening a line: X's way of numbering a thread, so a new tweet starts there. */
const NUMBERED_LINE = /^\(?\d{1,2}\s*\/\s*(\d{1,2})?\)?(\s|$)/;

const fits = (text: string): boolean => weightedLength(text) <= TWEET_CHARACTER_LIMIT;

/** Paragraphs (blank lines) and numbered lines each open a tweet. */
function paragraphsOf(text: string): string[] {
  const chunks: string[][] = [[]];
  for (const line of text.split('\n')) {
    const current = chunks[chunks.length - 1] ?? [];
    if (line.trim() === '') {
      if (current.length > 0) chunks.push([]);
      continue;
    }
    if (NUMBERED_LINE.test(line.trim()) && current.length > 0) chunks.push([line]);
    else current.push(line);
  }
  return chunks.map((lines) => lines.join('\n').trim()).filter(Boolean);
}

/** Packs pieces (sentences or words) greedily into tweets that fit; a single piece too long stays whole. */
function pack(pieces: readonly string[], joiner: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current ? `${current}${joiner}${piece}` : piece;
    if (!current || fits(joined)) current = joined;
    else {
      out.push(current);
      current = piece;
    }
  }
  if (current) out.push(current);
  return out;
}

/** A paragraph over X's limit is cut between sentences, and a sentence over it between words. */
function fitParagraph(paragraph: string): string[] {
  if (fits(paragraph)) return [paragraph];
  const sentences = paragraph.split(/(?<=[.!?…])\s+/u).flatMap((s) => (fits(s) ? [s] : pack(s.split(/\s+/u), ' ')));
  return pack(sentences, ' ');
}

/**
 * Pasted text as tweets: one tweet for a single tweet (flagged in the editor if too long), else
 * a tweet per paragraph or numbered line, each cut to X's weighted 280 where it runs over.
 */
export function splitIntoTweets(text: string, kind: LibraryKind): string[] {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (!clean) return [''];
  if (kind === 'tweet') return [clean];
  return paragraphsOf(clean).flatMap(fitParagraph);
}
