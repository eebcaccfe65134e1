import type { TweetBrief, TweetDraft } from '../writer.ts';
import { WriterError } from '../writer.ts';
import { figuresIn } from '../figures.ts';
import { createRng, type Rng } from '../rng.ts';
import { keepFirstCashtag, validateTweetText } from '../rules.ts';
import { toSubject } from '../subject.ts';
import { capitalize, fill, fits, hashtagsOf, lowercaseVoice, sentencesOf, stripEmoji, tidy } from '../text.ts';
import { agreeWith, lightenRepeats } from './topic-words.ts';
import { usableLines, type Line, type Need } from './lines.ts';
import { beatCopy, type GenericBeat } from './thread-beats.ts';
import {
  audienceLines,
  fallbackVoice,
  lowercaseTones,
  questionTopicLeads,
  questionTopicMemes,
  questionTopicStarters,
  shortCtas,
  shortQuestions,
  shortTakes,
  tweetCtas,
  tweetEmojis,
  tweetLeads,
  tweetPunch,
  tweetQuestions,
} from './tweet-copy.ts';

export const MAX_MENTIONS = 2;
const HASHTAGS_BY_POTENTIAL = { low: 1, medium: 2, high: 2, extreme: 3 } as const;
// Topic words worth a hashtag: the space's own vocabulary, or proper names (capitalised, not
// sentence openers, months or days).
const CRYPTO_TERMS = new Set([
  'bitcoin',
  'btc',
  'ethereum',
  'eth',
  'solana',
  'defi',
  'nft',
  'nfts',
  'web3',
  'crypto',
  'restaking',
  'staking',
  'layer2',
  'rollups',
  'rollup',
  'airdrop',
  'airdrops',
  'memecoin',
  'memecoins',
  'stablecoin',
  'stablecoins',
  'dao',
  'daos',
  'rwa',
  'depin',
  'gamefi',
  'mainnet',
  'testnet',
  'bridge',
  'bridges',
  'wallet',
  'wallets',
  'zk',
  'zkevm',
  'mev',
  'oracle',
  'oracles',
  'yield',
  'lending',
  'dex',
  'dexes',
  'perps',
  'altcoins',
  'altseason',
  'halving',
  'etf',
  'etfs',
  'tokenomics',
  'governance',
  'privacy',
  'interoperability',
  'scaling',
  'modular',
  'blockchain',
  'onchain',
  'hodl',
  'trading',
  'bullrun',
  'security',
]);
const NOT_NAMES = new Set([
  'our',
  'the',
  'my',
  'we',
  'what',
  'why',
  'how',
  'when',
  'where',
  'who',
  'which',
  'is',
  'are',
  'will',
  'can',
  'should',
  'this',
  'that',
  'new',
  'big',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'today',
  'tomorrow',
]);

// Rules of thumb that read well on their own when research has nothing to add.
const FALLBACK_BEATS: readonly GenericBeat[] = [
  'value-flow',
  'signal-usage',
  'risk-technical',
  'why-now',
  'bear-case',
  'playbook-research',
  'mistake-chasing',
  'risk-market',
];

const asHashtag = (raw: string): string | null => {
  const word = raw.replace(/^#/, '').replace(/[^A-Za-z0-9_]/g, '');
  return word && /[A-Za-z]/.test(word) && word.length <= 30 ? `#${word}` : null;
};

/** Research hashtags first; otherwise the topic's own key words, so a tag always fits the topic. */
export function pickHashtags(brief: TweetBrief, count: number): string[] {
  const fromResearch = (brief.research?.hashtags ?? []).map(asHashtag).filter((h): h is string => h !== null);
  const fromTopic = brief.topic
    .split(/[^A-Za-z0-9]+/)
    .filter(
      (w) => w.length >= 2 && (CRYPTO_TERMS.has(w.toLowerCase()) || (/^[A-Z][a-zA-Z0-9]{2,}$/.test(w) && !NOT_NAMES.has(w.toLowerCase()))),
    )
    .map((w) => asHashtag(w.charAt(0).toUpperCase() + w.slice(1)))
    .filter((h): h is string => h !== null);
  const seen = new Set<string>();
  return [...fromResearch, ...fromTopic, '#Crypto', '#Web3']
    .filter((tag) => {
      // #Airdrop and #Airdrops are one tag to a reader.
      const key = tag.toLowerCase().replace(/s$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count);
}

function leadsFor(brief: TweetBrief, kind: 'noun' | 'question' | 'claim', facts: ReadonlySet<Need>): string[] {
  if (kind === 'question') {
    if (brief.type === 'thread-starter') return [questionTopicStarters[brief.tone]];
    if (brief.type === 'meme') return [questionTopicMemes[brief.tone]];
    if (brief.type !== 'announcement') return [...questionTopicLeads[brief.tone]];
  }
  const lines = tweetLeads[brief.type][brief.tone];
  // A real headline beats a general reaction: news-backed leads go first when there is news.
  const needsNews = (line: Line) => typeof line !== 'string' && (line.all ?? []).includes('news');
  return [
    ...usableLines(lines.filter(needsNews), facts),
    ...usableLines(
      lines.filter((l) => !needsNews(l)),
      facts,
    ),
  ];
}

/** Facts to build on: research points and trends without figures, else voiced rules of thumb. */
function factPool(brief: TweetBrief, rng: Rng, say: (template: string) => string): string[] {
  const research = brief.research;
  const researched = research
    ? [...research.keyPoints, ...research.trends.map((t) => `${t}.`), ...sentencesOf(research.summary).slice(0, 1)]
        .map((line) => keepFirstCashtag(tidy(line)))
        .filter((line) => line.length > 0 && figuresIn(line).length === 0)
        .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
    : [];
  // Short points make better tweets; long ones stay as a reserve.
  const short = rng.shuffle(shortTakes[brief.tone]).map(say);
  if (researched.length > 0) return [...researched.filter((l) => l.length <= 170), ...researched.filter((l) => l.length > 170), ...short];
  const voice = beatCopy[fallbackVoice[brief.tone]];
  return [...rng.shuffle(FALLBACK_BEATS.flatMap((beat) => usableLines(voice[beat], new Set<Need>()).slice(0, 1))).map(say), ...short];
}

interface Parts {
  main: string;
  punch: string | null;
  audience: string | null;
  question: string | null;
  cta: string | null;
  emojis: string[];
  mentions: string[];
  hashtags: string[];
}

function layout(p: Parts, lowercase: boolean): string {
  const voice = (s: string) => (lowercase ? lowercaseVoice(s) : s);
  const first = [voice([p.main, p.punch, p.audience].filter(Boolean).join(' ')), p.emojis.join('')].filter(Boolean).join(' ');
  const second = voice([p.question, p.cta].filter(Boolean).join(' '));
  const mentions = p.mentions.length > 0 ? `cc ${p.mentions.map((m) => `@${m}`).join(' ')}` : '';
  const third = [mentions, p.hashtags.join(' ')].filter(Boolean).join(' ');
  return tidy([first, second, third].filter(Boolean).join('\n\n'));
}

/**
 * Shrinks a tweet until it fits, dropping what the user did not ask for first (audience line,
 * punch line, extra tags and emojis), then trailing mentions. Options the user asked for stay.
 */
function fitParts(parts: Parts, brief: TweetBrief, lowercase: boolean): { text: string; parts: Parts } | null {
  const p: Parts = { ...parts, emojis: [...parts.emojis], mentions: [...parts.mentions], hashtags: [...parts.hashtags] };
  const text = () => {
    const t = layout(p, lowercase);
    return brief.includeEmojis ? t : stripEmoji(t);
  };
  const steps: (() => boolean)[] = [
    () => (p.audience ? ((p.audience = null), true) : false),
    () => (p.punch ? ((p.punch = null), true) : false),
    () => (p.hashtags.length > 1 ? (p.hashtags.pop(), true) : false),
    () => (p.emojis.length > 1 ? (p.emojis.pop(), true) : false),
    () => (p.question && p.question !== shortQuestions[brief.tone] ? ((p.question = shortQuestions[brief.tone]), true) : false),
    () => (p.cta && p.cta !== shortCtas[brief.tone] ? ((p.cta = shortCtas[brief.tone]), true) : false),
    () => (p.mentions.length > 0 ? (p.mentions.pop(), true) : false),
  ];
  while (!fits(text())) {
    const step = steps.find((s) => s());
    if (!step) return null;
  }
  return { text: text(), parts: p };
}

/**
 * Single tweets without a model: up to three variations that differ in angle (lead), substance
 * (the research point used) and finish, all honouring tone, type, audience, viral potential and
 * the hashtag, emoji, CTA, question and mention options.
 */
export function writeTemplateTweets(brief: TweetBrief): TweetDraft[] {
  const rng = createRng(`${brief.seed}|tweet|${brief.topic}|${brief.tone}|${brief.type}|${brief.audience}|${brief.viralPotential}`);
  const subject = toSubject(brief.topic);
  const topicWords = {
    about: subject.about,
    About: subject.capitalized,
    topic: subject.text,
    it: subject.ref,
    It: capitalize(subject.ref),
    name: subject.ref,
  };
  // Every line of copy names the topic, so no two tweets on different topics share a sentence.
  const said = new Map<string, string>();
  const say = (template: string): string => {
    const known = said.get(template);
    if (known !== undefined) return known;
    const text = agreeWith(fill(template, topicWords), subject.ref);
    said.set(template, text);
    return text;
  };
  const facts = new Set<Need>([subject.kind === 'noun' ? 'thing' : subject.kind]);
  if (brief.research) facts.add('research');
  const news = brief.research?.news ?? [];
  if (news.length > 0) facts.add('news');
  const lowercase = lowercaseTones.has(brief.tone);
  const strong = brief.viralPotential === 'high' || brief.viralPotential === 'extreme';

  const allLeads = leadsFor(brief, subject.kind, facts);
  const newsLeads = facts.has('news') ? allLeads.filter((l) => l.includes('{news}')) : [];
  const leads = [...rng.fork('news').shuffle(newsLeads), ...rng.fork('leads').shuffle(allLeads.filter((l) => !newsLeads.includes(l)))];
  const pool = factPool(brief, rng.fork('facts'), say);
  const hashtags = brief.includeHashtags ? pickHashtags(brief, HASHTAGS_BY_POTENTIAL[brief.viralPotential]) : [];
  const emojiRng = rng.fork('emoji');
  const punchShift = rng.fork('punch').int(2);
  const drafts: TweetDraft[] = [];
  const seen = new Set<string>();

  // Walk the lead × fact grid diagonally, so consecutive variations differ in both angle and substance.
  const combos = Array.from({ length: leads.length * pool.length }, (_, i) => ({
    lead: leads[i % leads.length] ?? '',
    fact: pool[(i + Math.floor(i / pool.length)) % pool.length] ?? '',
  }));

  for (const [i, combo] of combos.entries()) {
    if (drafts.length >= brief.count) break;
    const item = news[drafts.length % Math.max(1, news.length)];
    const factVariants = [combo.fact, sentencesOf(combo.fact)[0] ?? combo.fact];
    for (const fact of [...new Set(factVariants)]) {
      const main = agreeWith(
        fill(combo.lead, {
          ...topicWords,
          fact: fact.replace(/[{}]/g, ''),
          news: (item?.title ?? '').replace(/[{}]/g, ''),
          newsSource: (item?.source ?? '').replace(/[{}]/g, ''),
        }),
        subject.ref,
      );
      const punchSet = tweetPunch[brief.tone][strong ? 'strong' : 'calm'];
      // A meme is its own punchline: nothing is added after it.
      const meme = brief.type === 'meme';
      const parts: Parts = {
        main,
        punch: brief.viralPotential === 'low' || meme ? null : say(punchSet[(i + punchShift) % punchSet.length] ?? ''),
        audience: meme ? null : say(rng.pick(audienceLines[brief.audience])),
        question: brief.includeQuestion && !main.includes('?') ? say(rng.pick(tweetQuestions[brief.tone])) : null,
        cta: brief.includeCTA ? say(rng.pick(tweetCtas[brief.tone])) : null,
        emojis: brief.includeEmojis ? emojiRng.shuffle(tweetEmojis[brief.tone]).slice(0, strong ? 2 : 1) : [],
        // However many accounts research suggests, a tweet tags at most two: more reads as spam.
        mentions: brief.mentions.map((m) => m.replace(/^@/, '')).slice(0, MAX_MENTIONS),
        hashtags,
      };
      // Variations must differ in what they say, not only in an emoji.
      if (seen.has(main)) continue;
      const fitted = fitParts(parts, brief, lowercase);
      // A second mention of the topic in one sentence takes its short form, as in threads.
      const content = fitted ? lightenRepeats(fitted.text, lowercase ? subject.ref.toLowerCase() : subject.ref) : null;
      if (!content || validateTweetText(content, null).length > 0) continue;
      seen.add(main);
      drafts.push({ content, hashtags: hashtagsOf(content).map((h) => `#${h}`) });
      break;
    }
  }
  if (drafts.length === 0) throw new WriterError('no tweet variation fits in 280 characters');
  return drafts;
}
