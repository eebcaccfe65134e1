import { capitalize, wordsWithin } from './text.ts';

/**
 * How a user's topic can be placed in a sentence. People type noun phrases ("restaking on
 * ethereum"), questions ("why L2s matter") or claims ("bitcoin will flip gold"); each needs
 * different wording around it, so templates read `about` ("5 points on …") and only use `topic`
 * as a grammatical subject when the topic is a noun phrase. `ref` is the short noun phrase the
 * rest of a thread keeps coming back to ("L2s", "bitcoin"), so every sentence can be about the
 * topic without repeating the whole question.
 */
export interface Subject {
  kind: 'noun' | 'question' | 'claim';
  /** What the topic names: sentences about a protocol, an event or an idea differ. */
  type: SubjectType;
  /** As typed (shortened on a word boundary when very long), without trailing punctuation. */
  text: string;
  /** Fits after "about" / "on": the noun phrase, the lowercased question, or "whether" and the claim. */
  about: string;
  /** Sentence-initial form. */
  capitalized: string;
  /** The short noun phrase inside the topic, for objects of prepositions ("risks in {ref}"). */
  ref: string;
}

export type SubjectType = 'protocol' | 'token' | 'concept' | 'event';

// Names people write threads about as products; anything else is an idea or an event.
const PROTOCOLS =
  /\b(uniswap|aave|chainlink|eigenlayer|lido|maker(dao)?|sky|curve|hyperliquid|jupiter|pendle|ethena|gmx|dydx|compound|arbitrum|optimism|base|starknet|zksync|polygon|celestia|ether\.fi|symbiotic|morpho|raydium|pump\.fun|blast|scroll|linea|layerzero|wormhole|metamask|phantom|opensea|blur|friend\.tech|farcaster|lens|polymarket|coinbase|binance|bybit|kraken)\b/i;
const EVENTS =
  /\b(halving|upgrade|hard fork|fork|merge|hack|hacked|exploit|launch|listing|unlocks?|approval|mainnet|testnet|airdrop season|tge|crash|collapse|depeg|election|ruling|lawsuit|rally|sell-?off|pectra|dencun|shanghai)\b/i;

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
const YES_NO = /^(is|are|was|were|can|could|should|will|would|has|have)$/;
const CONTEST = /^(flips?|beats?|kills?|replaces?|overtakes?|outperforms?|eats?)$/i;

/** The noun phrase a question or claim is about: "why L2s matter" → "L2s", "is DeFi lending safe" → "DeFi lending". */
function refOf(text: string, kind: Subject['kind']): string {
  let words = text.split(' ');
  if (kind === 'question') {
    words = words.slice(1);
    if (QUESTION_WORDS.has((words[0] ?? '').toLowerCase())) words = words.slice(1);
    // "how to think about X", "what to know about X": X.
    const about = words.findIndex((w) => /^(about|on|of)$/i.test(w));
    if ((words[0] ?? '').toLowerCase() === 'to' && about > 0) words = words.slice(about + 1);
  }
  const stop = words.findIndex(
    (w, i) => i > 0 && (VERBS.test(w) || /^(when|while|if|because|for|in|safe|worth|dead|over|real|better|good|bad|still)$/i.test(w)),
  );
  let phrase = (stop > 0 ? words.slice(0, stop) : words).join(' ').replace(/[,;:]+$/, '');
  // A contest ("bitcoin will flip gold") is about both sides: "bitcoin vs gold".
  const verbAt = words.findIndex((w, i) => i > 0 && CONTEST.test(w));
  const rival = verbAt > 0 ? words[verbAt + 1] : undefined;
  if (kind === 'claim' && rival && !/^(the|a|an|this|that|in|by)$/i.test(rival)) phrase = `${phrase} vs ${rival}`;
  // "Most L2s are …" is about L2s.
  phrase = phrase.replace(/^(most|many|some|all|the best|every)\s+(?=\S)/i, '');
  // A capital only because the phrase opened the topic ("Stablecoins are…") is not a name.
  const lowered =
    /^[A-Z][a-z]+\b/.test(phrase) && phrase === text.slice(0, phrase.length) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
  return wordsWithin(lowered, 64) || text;
}

export function subjectType(text: string): SubjectType {
  if (EVENTS.test(text)) return 'event';
  if (PROTOCOLS.test(text)) return 'protocol';
  return 'concept';
}

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
  const type = subjectType(text);
  if (QUESTION_WORDS.has(first)) {
    const ref = refOf(text, 'question');
    // "is DeFi lending safe" cannot follow "about"; "whether DeFi lending is safe" can.
    const rest = text.split(' ').slice(1).join(' ');
    const about =
      YES_NO.test(first) && rest.toLowerCase().startsWith(ref.toLowerCase())
        ? `whether ${ref} ${first} ${rest.slice(ref.length).trim()}`.trim()
        : startsLowerAfterFirst;
    return { kind: 'question', type, text, about, capitalized: capitalize(text), ref };
  }
  if (VERBS.test(text) || text.split(' ').length > 8) {
    // Woven in as a clause ("whether bitcoin will flip gold"), never pasted in quotes.
    const about = `whether ${startsLowerAfterFirst}`;
    return { kind: 'claim', type, text, about, capitalized: capitalize(about), ref: refOf(text, 'claim') };
  }
  return { kind: 'noun', type, text, about: text, capitalized: capitalize(text), ref: text };
}
