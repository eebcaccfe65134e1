import twitter from 'twitter-text';

export const TWEET_LIMIT = 280;

/** X's own count: URLs as 23, emoji and CJK as 2 (twitter-text, the library X publishes). */
export const weightedLength = (text: string): number => twitter.parseTweet(text).weightedLength;
export const fits = (text: string, limit = TWEET_LIMIT): boolean => weightedLength(text) <= limit;

export const cashtagsOf = (text: string): string[] => twitter.extractCashtags(text);
export const hashtagsOf = (text: string): string[] => twitter.extractHashtags(text);
export const mentionsOf = (text: string): string[] => twitter.extractMentions(text);

const emojiPattern = /\p{Extended_Pictographic}/gu;
export const emojiCount = (text: string): number => (text.match(emojiPattern) ?? []).length;
export const stripEmoji = (text: string): string =>
  text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .replace(/ +([.,!?:])/g, '$1')
    .trim();

/** Sentences with their closing punctuation; line breaks also end a sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

export const capitalize = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** Collapses spaces the templates leave behind when an optional part is empty. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/ +([.,!?:;])/g, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Fills `{name}` placeholders; an unknown name is a template bug, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return tidy(
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`template placeholder {${name}} has no value`);
      return value;
    }),
  );
}

export const placeholdersOf = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** The leading words of `text` that fit in `maxChars`, ending on a word boundary (never mid-word). */
export function wordsWithin(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const words = text.split(/\s+/);
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > maxChars) break;
    out = next;
  }
  return out.replace(/[,;:\-–—]+$/, '');
}

/** Lowercase for the degen voice, keeping cashtags, handles, hashtags and links as they are. */
export function lowercaseVoice(text: string): string {
  return text
    .split(/(\$[A-Za-z][\w.]*|\$\d[\d,.]*[KMBT]?\b|@\w+|#\w+|https?:\/\/\S+)/)
    .map((part, i) => (i % 2 === 1 ? part : part.toLowerCase()))
    .join('');
}
