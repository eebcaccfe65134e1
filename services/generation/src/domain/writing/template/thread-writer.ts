import type { TemplateRole, ThreadTone } from '@chainscribe/contracts';
import {
  attributionOf,
  figuresIn,
  formatChange,
  formatCompactUsd,
  formatPercent,
  formatPrice,
  turnoverPercent,
  type MarketFacts,
} from '../figures.ts';
import { createRng, type Rng } from '../rng.ts';
import { describeViolation, keepFirstCashtag, threadRulesFor, validateThread } from '../rules.ts';
import { toSubject } from '../subject.ts';
import { capitalize, fill, fits, lowercaseVoice, sentencesOf, tidy, wordsWithin } from '../text.ts';
import { WriterError, type ThreadBrief } from '../writer.ts';
import { usableLines, type Need } from './lines.ts';
import { followStructure } from './structure.ts';
import { beatCopy, factVoices, type GenericBeat } from './thread-beats.ts';
import { snapshotLines } from './snapshot-lines.ts';
import { threadHooks } from './thread-hooks.ts';
import { speakOf } from './topic-words.ts';

/** A template and the values only it uses (a research point, a quote): never parsed as a template. */
interface Draft {
  t: string;
  v?: Record<string, string>;
}

/** A beat the planner may place in the body, with how much this thread wants it. */
interface BeatCandidate {
  key: string;
  order: number;
  priority: number;
  /** Drafts in order of preference, before voice and numbering. */
  render: () => Draft[];
}

const drafts = (lines: readonly string[]): Draft[] => lines.map((t) => ({ t }));

// Narrative order of the body: context, facts, meaning, risks, signals, action, wrap-up.
const ORDER: Readonly<Record<string, number>> = {
  'post-quote': 0,
  basics: 1,
  'research-summary': 2,
  'market-snapshot': 3,
  'market-move': 4,
  unavailable: 5,
  point: 6,
  'token-use': 7,
  'why-now': 8,
  'value-flow': 9,
  'market-turnover': 10,
  trend: 11,
  'bull-case': 12,
  'bear-case': 13,
  'post-take': 14,
  'risk-technical': 15,
  'risk-market': 16,
  'market-sentiment': 17,
  'signal-usage': 18,
  'signal-onchain': 19,
  'token-signals': 20,
  'post-implication': 21,
  'playbook-research': 22,
  'playbook-position': 23,
  'mistake-chasing': 24,
  'mistake-leverage': 25,
  timeframe: 26,
  summary: 27,
  closer: 28,
  'event-change': 1.5,
  'event-who': 9.5,
  'event-priced-in': 12.5,
};

const PROTECT = '\u0000';

/**
 * The words of one voice, with values such as quotes and the CTA kept verbatim: they are neither
 * lowercased nor shortened. A repeated mention of the topic in one tweet takes its short form.
 */
function voiced(
  tone: ThreadTone,
  template: string,
  values: Readonly<Record<string, string>>,
  protectedKeys: readonly string[] = [],
): string {
  const sentinels: Record<string, string> = {};
  const masked: Record<string, string> = { ...values };
  protectedKeys.forEach((key, i) => {
    sentinels[key] = `${PROTECT}${i}${PROTECT}`;
    masked[key] = sentinels[key] ?? '';
  });
  let text = speakOf(fill(template, masked), values.it ?? '');
  if (tone === 'degen') text = lowercaseVoice(text);
  for (const key of protectedKeys) text = text.replace(sentinels[key] ?? '', values[key] ?? '');
  return text;
}

function marketValues(market: MarketFacts): Record<string, string> {
  const values: Record<string, string> = { source: attributionOf(market) };
  const parts: string[] = [];
  if (market.price !== null) {
    values.price = formatPrice(market.price);
    parts.push(`price ${values.price}`);
  }
  if (market.change24h !== null) {
    values.change = formatChange(market.change24h);
    values.abschange = `${Math.abs(market.change24h).toFixed(2)}%`;
    parts.push(`24h change ${values.change}`);
  }
  if (market.marketCap !== null) {
    values.mcap = formatCompactUsd(market.marketCap);
    parts.push(`market cap ${values.mcap}`);
  }
  if (market.volume24h !== null) {
    values.volume = formatCompactUsd(market.volume24h);
    parts.push(`24h volume ${values.volume}`);
  }
  const turnover = turnoverPercent(market);
  if (turnover !== null) values.turnover = formatPercent(turnover);
  values.figures = parts.join(', ');
  if (market.sentiment) {
    values.sentiment = market.sentiment.label;
    values.sentimentSource = market.sentiment.source;
  }
  const tag = `$${market.symbol}`;
  const head = market.price !== null ? `${tag} is at ${values.price}` : `${tag} right now`;
  const move = values.change ? `, ${values.change} in 24h` : '';
  values.statline = `${head}${move} (${values.source}).`;
  return values;
}

function factsAbout(brief: ThreadBrief): { facts: Set<Need>; values: Record<string, string> } {
  const facts = new Set<Need>();
  const values: Record<string, string> = { n: String(brief.length), k: String(brief.length - 2) };
  if (brief.type === 'token' && brief.token) {
    const tag = `$${brief.token.symbol}`;
    const name = brief.token.name ?? brief.token.symbol;
    // One cashtag per tweet: the tag opens the thread, the name carries the rest.
    Object.assign(values, { about: tag, About: tag, tag, name, it: name, It: capitalize(name) });
    facts.add('thing').add('token');
  } else if (brief.type === 'trend' && brief.post) {
    const handle = brief.post.authorHandle ? `@${brief.post.authorHandle}` : null;
    const about = handle ? `this post from ${handle}` : 'this post';
    // What the post argues about ("most L2s"), so the body discusses the subject, not "the post".
    const ref = toSubject(brief.post.text).ref;
    Object.assign(values, { about, About: capitalize(about), it: ref, It: capitalize(ref) });
    facts.add('post');
    if (handle) {
      values.author = handle;
      facts.add('author');
    }
  } else {
    const subject = toSubject(brief.topic);
    Object.assign(values, { about: subject.about, About: subject.capitalized, it: subject.ref, It: capitalize(subject.ref) });
    facts.add(subject.kind === 'noun' ? 'thing' : subject.kind).add(subject.type);
  }
  if (brief.market) {
    Object.assign(values, marketValues(brief.market));
    if (brief.token === null) values.name ??= brief.market.name ?? brief.market.symbol;
    values.tag ??= `$${brief.market.symbol}`;
  }
  // Old snapshot figures raise no market fact: hooks and live beats would call them current.
  if (brief.market && !brief.market.snapshot) {
    facts.add('market');
    if (brief.market.price !== null) facts.add('price');
    if (brief.market.change24h !== null) facts.add('change').add(brief.market.change24h >= 0 ? 'up' : 'down');
    if (brief.market.volume24h !== null) facts.add('volume');
    if (brief.market.marketCap !== null) facts.add('mcap');
    if (values.turnover) facts.add('turnover');
    if (brief.market.sentiment) facts.add('sentiment');
  }
  if (brief.research) facts.add('research');
  // Lines about "the token" outside a token thread name the topic instead.
  values.name ??= values.it ?? values.about ?? '';
  return { facts, values };
}

/** Research lines a tweet can carry: no figures (prices come only from the market data), tidy. */
function usableFacts(lines: readonly string[]): string[] {
  return lines
    .map((line) => keepFirstCashtag(tidy(line)))
    .filter((line) => line.length > 0 && figuresIn(line).length === 0)
    .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`));
}

/** The first whole sentences of `text` within `maxChars`; a single long sentence is quoted as an excerpt. */
function excerpt(text: string, maxChars: number): string {
  const clean = text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  let out = '';
  for (const sentence of sentencesOf(clean)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > maxChars) break;
    out = next;
  }
  return out || `${wordsWithin(clean, maxChars - 1)}…`;
}

/** The beats any thread may carry (basics, risks, signals, playbooks, cases), weighted by the reader's level. */
// Beats about fees, audits, usage and unlocks read wrong about an event ("fees paid to the
// halving"): for events they only fill a long thread when nothing better is left.
const PRODUCT_BEATS: ReadonlySet<GenericBeat> = new Set([
  'value-flow',
  'risk-technical',
  'risk-market',
  'signal-usage',
  'playbook-research',
]);

function addStandingBeats(add: (beat: GenericBeat, priority: number) => void, brief: ThreadBrief, facts: ReadonlySet<Need>): void {
  const event = facts.has('event');
  const generic = (beat: GenericBeat, priority: number) => add(beat, event && PRODUCT_BEATS.has(beat) ? priority - 500 : priority);
  if (event) {
    generic('event-change', 860);
    generic('event-who', 720);
    generic('event-priced-in', 700);
  }
  const level = brief.experience;
  if (level === 'beginner') generic('basics', 840);
  if (brief.token) {
    generic('token-use', brief.research ? 300 : 620);
    generic('token-signals', 610);
  }
  generic('risk-technical', 690);
  generic('signal-usage', 640);
  generic('why-now', 600);
  generic('value-flow', 580);
  generic('risk-market', 560);
  generic('playbook-research', level === 'beginner' ? 700 : 540);
  generic('playbook-position', 520);
  generic('bear-case', level === 'expert' ? 650 : 470);
  if (brief.length >= 8) generic('summary', 450);
  generic('signal-onchain', level === 'expert' ? 600 : 420);
  generic('mistake-chasing', 400);
  generic('bull-case', 380);
  generic('mistake-leverage', 350);
  generic('timeframe', 330);
}

function planBody(
  brief: ThreadBrief,
  facts: ReadonlySet<Need>,
  values: Readonly<Record<string, string>>,
  rng: Rng,
  hook: string,
): BeatCandidate[] {
  const tone = brief.tone;
  const copy = beatCopy[tone];
  const voice = factVoices[tone];
  const level = brief.experience;
  const candidates: BeatCandidate[] = [];
  const add = (key: string, priority: number, render: () => Draft[], order = ORDER[key] ?? 20) =>
    candidates.push({ key, order, priority: priority + rng.next() * 40, render });
  const generic = (beat: GenericBeat, priority: number) => {
    const lines = usableLines(copy[beat], facts);
    if (lines.length > 0) add(beat, priority, () => drafts(rng.shuffle(lines)));
  };
  // One shuffle per kind of lead-in, rotated per use, so two points never open the same way.
  const leadOrder = new Map<readonly string[], string[]>();
  const withLead = (leads: readonly string[], body: string, nth = 0): Draft[] => {
    const order = leadOrder.get(leads) ?? rng.shuffle(leads);
    leadOrder.set(leads, order);
    const rotated = [...order.slice(nth % order.length), ...order.slice(0, nth % order.length)];
    return [...rotated.map((lead) => `${lead} {body}`), '{body}'].map((t) => ({ t, v: { body } }));
  };

  if (!brief.cta) add('closer', 10_000, () => drafts(rng.shuffle(usableLines(copy.closer, facts))));
  if (brief.post) {
    const quote = excerpt(brief.post.text, 190);
    add('post-quote', 900, () => usableLines(voice.quote, facts).map((t) => ({ t, v: { quote } })));
    generic('post-take', 780);
    generic('post-implication', 760);
  }
  if (brief.market?.snapshot) {
    add('unavailable', 880, () => drafts(rng.shuffle(snapshotLines[tone])));
  } else if (brief.market) {
    // The token's own cashtag leads its figures when the thread is about a token.
    add('market-snapshot', 900, () => drafts(usableLines(voice.snapshot, facts)));
    // When the hook already led with the day's move, saying it again is filler.
    const hookHasMove = values.change !== undefined && hook.includes(values.change);
    if (facts.has('change'))
      add('market-move', hookHasMove ? 200 : 700, () => drafts(rng.shuffle(facts.has('up') ? voice.moveUp : voice.moveDown)));
    if (facts.has('turnover')) add('market-turnover', 650, () => drafts(rng.shuffle(usableLines(voice.turnover, facts))));
    if (facts.has('sentiment')) add('market-sentiment', 300, () => drafts(rng.shuffle(voice.sentiment)));
  } else if (brief.priceUnavailable) {
    add('unavailable', 880, () => drafts(rng.shuffle(voice.unavailable)));
  }
  if (brief.research) {
    const sentences = usableFacts(sentencesOf(brief.research.summary));
    if (sentences.length > 0 && level !== 'expert') {
      // Whole sentences only: two when they fit, else one; a summary is never cut short.
      const longer = sentences.slice(0, 2).join(' ');
      const shorter = sentences[0] ?? '';
      add('research-summary', level === 'beginner' ? 850 : 500, () => [
        ...withLead(voice.summary, longer),
        ...withLead(voice.summary, shorter),
      ]);
    }
    const pointPriority = [800, 760, 640, 600, 560, 520];
    usableFacts(brief.research.keyPoints)
      .slice(0, pointPriority.length)
      .forEach((point, i) => {
        add('point', pointPriority[i] ?? 500, () => withLead(voice.point, point, i), 6 + i / 10);
      });
    usableFacts(brief.research.trends)
      .slice(0, 2)
      .forEach((trend, i) => {
        const phrased = trend.charAt(0).toLowerCase() === trend.charAt(0) ? capitalize(trend) : trend;
        add('trend', 590 - i * 10, () => withLead(voice.trend, phrased, i), 11 + i / 10);
      });
  }
  addStandingBeats(generic, brief, facts);
  return candidates;
}

/** The last tweet: the user's call to action behind the first lead-in that fits, or alone. */
function ctaTweet(cta: string, leads: readonly string[], firstFitting: (options: readonly Draft[]) => string | null): string {
  const last = firstFitting([...leads.map((lead) => `${lead} {cta}`), '{cta}'].map((t) => ({ t, v: { cta } })));
  if (!last) throw new WriterError('the call to action does not fit in a tweet');
  return last;
}

/** The default writer's thread, without the roles a template asks for. */
export function writeTemplateThread(brief: ThreadBrief): string[] {
  return writeTemplateThreadWithRoles(brief).tweets;
}

/**
 * The default writer: no network, deterministic for the same brief and seed, varied across seeds.
 * Every tweet is assembled from whole sentences and checked against X's weighted count before it
 * is chosen, so nothing is ever cut mid-word. With a template's structure, each body tweet is the
 * best beat of the role the template asks for there, in the template's order.
 */
export function writeTemplateThreadWithRoles(brief: ThreadBrief): { tweets: string[]; roles?: TemplateRole[] } {
  const rng = createRng(`${brief.seed}|${brief.type}|${brief.topic}|${brief.tone}|${brief.hookStyle}|${brief.length}`);
  const { facts, values } = factsAbout(brief);
  const voice = factVoices[brief.tone];
  const total = brief.length;
  // Checked with the widest numbering prefix, so a draft that fits here fits at any position.
  const numbered = (text: string, index: number) => (brief.numbered ? `${index + 1}/ ${text}` : text);
  const render = (draft: Draft) => voiced(brief.tone, draft.t, { ...values, ...draft.v }, ['quote', 'cta']);
  const firstFitting = (options: readonly Draft[], used: ReadonlySet<string> = new Set()): string | null => {
    for (const draft of options) {
      const text = render(draft);
      if (!used.has(text) && fits(numbered(text, total - 1))) return text;
    }
    return null;
  };

  // Hook: the requested style, then the voice's thread marker when it fits.
  // A stat hook leads with the real figure when there is one; a count only without market data.
  const shuffledHooks = rng.fork('hook').shuffle(usableLines(threadHooks[brief.tone][brief.hookStyle], facts));
  const withFigure = (line: string) => /\{(statline|price|change|volume)\}/.test(line);
  const hookLines = [...shuffledHooks.filter(withFigure), ...shuffledHooks.filter((l) => !withFigure(l))];
  const markerRng = rng.fork('marker');
  const hooks = hookLines.flatMap((line) => {
    const marked = /\p{Extended_Pictographic}\s*$/u.test(line) ? [] : [`${line} ${markerRng.pick(voice.marker)}`];
    return [...marked, line];
  });
  const chosenHook = hooks.find((line) => fits(numbered(render({ t: line }), total - 1)));
  if (chosenHook === undefined) throw new WriterError(`no ${brief.tone} ${brief.hookStyle} hook fits`);
  const hook = render({ t: chosenHook });

  const bodyCount = total - 1 - (brief.cta ? 1 : 0);
  const planned = planBody(brief, facts, values, rng.fork('body'), hook).sort((a, b) => b.priority - a.priority);
  const used = new Set<string>([hook]);
  const body: { texts: string[]; roles?: TemplateRole[] } = brief.structure
    ? structuredBody(brief.structure.slice(1, 1 + bodyCount))
    : plannedBody();
  const texts = [hook, ...body.texts];

  function plannedBody(): { texts: string[] } {
    // The beats this thread wants most, told in narrative order.
    const chosen: { order: number; text: string }[] = [];
    for (const candidate of planned) {
      if (chosen.length >= bodyCount) break;
      const text = firstFitting(candidate.render(), used);
      if (!text) continue;
      used.add(text);
      chosen.push({ order: candidate.order, text });
    }
    if (chosen.length < bodyCount) throw new WriterError(`only ${chosen.length} of ${bodyCount} body tweets fit`);
    chosen.sort((a, b) => a.order - b.order);
    return { texts: chosen.map((c) => c.text) };
  }

  function structuredBody(beats: NonNullable<ThreadBrief['structure']>): { texts: string[]; roles: TemplateRole[] } {
    if (beats.length !== bodyCount) throw new WriterError(`the template has ${beats.length + 1} beats for a ${total}-tweet thread`);
    const picked = followStructure(beats, planned, (candidate) => {
      const text = firstFitting(candidate.render(), used);
      if (text) used.add(text);
      return text;
    });
    if (!picked) throw new WriterError('not enough beats fit the template');
    return picked;
  }

  if (brief.cta) texts.push(ctaTweet(brief.cta, rng.fork('cta').shuffle(voice.cta), firstFitting));
  // A hook that promises "{k} things" gets exactly k numbered points after it (the closing
  // tweet or CTA is not one), and their numbers replace the thread's own "n/".
  const points = total - 2;
  const tweets = chosenHook.includes('{k}')
    ? texts.map((text, i) => (i >= 1 && i <= points ? `${i}. ${text}` : text))
    : texts.map((text, i) => numbered(text, i));

  const violations = validateThread(tweets, threadRulesFor(brief));
  if (violations.length > 0) throw new WriterError('template thread broke a rule', violations.map(describeViolation));
  if (!brief.structure) return { tweets };
  const roles: TemplateRole[] = ['hook', ...(body.roles ?? [])];
  if (brief.cta) roles.push('cta');
  return { tweets, roles };
}
