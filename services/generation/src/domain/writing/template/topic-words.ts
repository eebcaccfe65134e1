/**
 * How a thread refers to its topic the second time in one tweet. Saying "the Bitcoin halving"
 * three times in a sentence reads like a form letter; a writer says "the halving" after the first
 * mention. Only safe shortenings are made: a trailing prepositional phrase goes ("restaking on
 * Ethereum" → "restaking"), an article keeps its head noun ("the Bitcoin halving" → "the
 * halving"), a plural keeps its noun ("liquid staking tokens" → "these tokens"); anything else
 * (a name, "account abstraction") is repeated as is.
 */
const PREPOSITION = /^(.+?) (on|of|for|in|between|with|across|from|at|to|vs)\b .+$/i;

export function shortRef(ref: string): string {
  const prepositional = PREPOSITION.exec(ref);
  if (prepositional?.[1] && prepositional[2]?.toLowerCase() !== 'vs') return prepositional[1];
  const words = ref.split(' ');
  const last = words.at(-1) ?? ref;
  if (words.length < 2) return ref;
  if (/^(the|a|an)$/i.test(words[0] ?? '')) return words.length > 2 ? `the ${last}` : ref;
  if (isPlural(ref)) return `these ${last}`;
  // A singular idea ("airdrop farming") is "it" the second time in a sentence.
  return /\bvs\b/i.test(ref) ? ref : 'it';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Patterns per topic, built once: a thread renders hundreds of candidate lines for one topic.
const patterns = new Map<string, RegExp>();
function cached(key: string, build: () => RegExp): RegExp {
  let pattern = patterns.get(key);
  if (!pattern) {
    if (patterns.size > 500) patterns.clear();
    pattern = build();
    patterns.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/**
 * Every mention of `ref` after the first in a sentence becomes its short form; each sentence keeps
 * its first, full mention, so none reads as if it could be about anything.
 */
export function lightenRepeats(text: string, ref: string, short = shortRef(ref)): string {
  if (!ref || short === ref) return text;
  // Most lines name the topic once: skip the regex work unless it appears twice.
  const lower = text.toLowerCase();
  const first = lower.indexOf(ref.toLowerCase());
  if (first < 0 || lower.indexOf(ref.toLowerCase(), first + ref.length) < 0) return text;
  const pattern = cached(`m:${ref}`, () => new RegExp(`(?<![\\w$@#])${escape(ref)}(?!\\w)`, 'gi'));
  return text
    .split(/(?<=[.!?])( +|\n+)/)
    .map((sentence) => {
      let seen = 0;
      return sentence.replace(pattern, (match, offset: number) => {
        seen++;
        if (seen === 1) return match;
        // Only a sentence's first word is capitalised for its position; a name keeps its own case.
        return offset === 0 ? short.charAt(0).toUpperCase() + short.slice(1) : short;
      });
    })
    .join('');
}

// A topic that names several things ("L2s", "liquid staking tokens") takes plural verbs.
function isPlural(ref: string): boolean {
  const last = ref.split(' ').at(-1) ?? '';
  return /[A-Za-z0-9]s$/.test(last) && !/(ss|us|is|os)$/i.test(last) && !/\bvs\b/i.test(ref);
}
const PLURAL_VERBS: Readonly<Record<string, string>> = {
  is: 'are',
  has: 'have',
  was: 'were',
  does: 'do',
  "doesn't": "don't",
  takes: 'take',
  goes: 'go',
  matters: 'matter',
  stays: 'stay',
};
// Words before the topic that make it an object ("usage of L2s is"), where the verb is not its own.
const GOVERNED = /(of|on|in|with|for|about|to|into|from|around|behind|by|than)\s*$/i;

/** "L2s is" → "L2s are" where the topic is the subject of the verb that follows it. */
export function agreeWith(text: string, ref: string): string {
  if (!ref || !isPlural(ref)) return text;
  const pattern = cached(
    `v:${ref}`,
    () => new RegExp(`(?<![\\w$@#])(${escape(ref)}) (is|has|was|does|doesn't|takes|goes|matters|stays)\\b`, 'gi'),
  );
  return text.replace(pattern, (match, found: string, verb: string, offset: number) =>
    GOVERNED.test(text.slice(0, offset)) ? match : `${found} ${PLURAL_VERBS[verb.toLowerCase()] ?? verb}`,
  );
}

/** The topic as a writer would keep referring to it in one tweet: verbs agreeing, repeats shortened. */
export const speakOf = (text: string, ref: string): string => lightenRepeats(agreeWith(text, ref), ref);
