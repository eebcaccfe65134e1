import type { ViralPotential } from '@chainscribe/contracts';
import { emojiCount, hashtagsOf, mentionsOf, sentencesOf, stripEmoji, weightedLength } from './text.ts';

/**
 * An explainable score out of 10 for a tweet: each factor says what it saw and what it added, and
 * those sentences are the 'AI Reasoning' the user reads. The weights follow common guidance for
 * X: a hook in the first line, a readable length, one question or call to action, few hashtags
 * and mentions, a light touch with emojis, short sentences.
 */
export interface TweetScore {
  score: number;
  engagementPrediction: string;
  reasoning: string;
  factors: { name: string; points: number; max: number; note: string }[];
}

const HOOK_OPENERS =
  /^(hot take|unpopular opinion|controversial|breaking|pov|nobody|stop|most people|here's|here is|it's official|big news|the wait is over|it's happening|say it with me|be honest|serious question|genuinely curious|quick lesson|crypto 101|therapist|me:|gm)/i;
const CTA_WORDS = /\b(follow|repost|retweet|rt|bookmark|save this|share|reply|drop|comment|like this|tag)\b/i;

function hookFactor(text: string) {
  const firstLine = (text.split('\n')[0] ?? '').trim();
  const firstSentence = sentencesOf(firstLine)[0] ?? firstLine;
  let points = 1;
  let note = 'opens with a plain statement';
  if (firstSentence.includes('?')) {
    points = 2;
    note = 'opens with a question, which invites replies';
  } else if (/^\s*\d/.test(firstSentence)) {
    points = 2;
    note = 'opens with a number, which stops the scroll';
  } else if (HOOK_OPENERS.test(firstSentence)) {
    points = 2.25;
    note = `opens with a recognisable hook ("${(HOOK_OPENERS.exec(firstSentence)?.[0] ?? '').trim()}")`;
  } else if (/^[^:]{8,90}:\s/.test(firstLine)) {
    points = 1.75;
    note = 'opens with a teaser that promises a payoff after the colon';
  }
  if (/\byou(r)?\b/i.test(firstSentence)) {
    points += 0.25;
    note += ' and speaks to the reader directly';
  }
  return { name: 'Hook', points: Math.min(points, 2.5), max: 2.5, note };
}

function lengthFactor(text: string) {
  const n = weightedLength(text);
  if (n >= 80 && n <= 200) return { name: 'Length', points: 2, max: 2, note: `${n} characters, inside the 80–200 sweet spot` };
  if (n > 200 && n <= 250) return { name: 'Length', points: 1.5, max: 2, note: `${n} characters, a little long but still skimmable` };
  if (n > 250) return { name: 'Length', points: 1, max: 2, note: `${n} characters, close to the limit, so some readers will skim` };
  if (n >= 40) return { name: 'Length', points: 1.25, max: 2, note: `${n} characters, short and punchy but light on substance` };
  return { name: 'Length', points: 0.5, max: 2, note: `${n} characters, very short` };
}

function questionFactor(text: string) {
  return text.includes('?')
    ? { name: 'Question', points: 1, max: 1, note: 'asks a question, which gives people a reason to reply' }
    : { name: 'Question', points: 0, max: 1, note: 'asks no question' };
}

function ctaFactor(text: string) {
  return CTA_WORDS.test(text)
    ? { name: 'Call to action', points: 1, max: 1, note: 'tells readers what to do next' }
    : { name: 'Call to action', points: 0, max: 1, note: 'has no call to action' };
}

function hashtagFactor(text: string) {
  const n = hashtagsOf(text).length;
  if (n >= 1 && n <= 2)
    return { name: 'Hashtags', points: 1, max: 1, note: `${n} hashtag${n === 1 ? '' : 's'}, enough for discovery without looking spammy` };
  if (n === 0) return { name: 'Hashtags', points: 0.4, max: 1, note: 'no hashtags, so it relies on followers for reach' };
  if (n === 3) return { name: 'Hashtags', points: 0.6, max: 1, note: '3 hashtags, slightly more than ideal' };
  return { name: 'Hashtags', points: 0, max: 1, note: `${n} hashtags, which reads as spam` };
}

function mentionFactor(text: string) {
  const n = mentionsOf(text).length;
  if (n >= 1 && n <= 2)
    return {
      name: 'Mentions',
      points: 0.75,
      max: 0.75,
      note: `${n} mention${n === 1 ? '' : 's'}, which can pull those accounts into the conversation`,
    };
  if (n === 0) return { name: 'Mentions', points: 0.35, max: 0.75, note: 'no mentions' };
  if (n === 3) return { name: 'Mentions', points: 0.5, max: 0.75, note: '3 mentions, on the edge of feeling like tag-spam' };
  return { name: 'Mentions', points: 0.1, max: 0.75, note: `${n} mentions, which often reads as tag-spam` };
}

function emojiFactor(text: string) {
  const n = emojiCount(text);
  if (n >= 1 && n <= 3)
    return { name: 'Emojis', points: 0.75, max: 0.75, note: `${n} emoji${n === 1 ? '' : 's'}, adding tone without clutter` };
  if (n === 0) return { name: 'Emojis', points: 0.35, max: 0.75, note: 'no emojis, a cleaner but less eye-catching look' };
  return { name: 'Emojis', points: 0.2, max: 0.75, note: `${n} emojis, which clutters the text` };
}

function readabilityFactor(text: string) {
  const clean = stripEmoji(text).replace(/[#@$]\w+/g, '');
  const sentences = sentencesOf(clean).filter((s) => /\w/.test(s));
  const words = clean.split(/\s+/).filter((w) => /\w/.test(w));
  const perSentence = words.length / Math.max(1, sentences.length);
  const longWords = words.filter((w) => w.replace(/\W/g, '').length >= 12).length / Math.max(1, words.length);
  let points = perSentence <= 16 ? 1 : perSentence <= 22 ? 0.7 : 0.4;
  if (longWords > 0.12) points -= 0.2;
  const note = `about ${Math.round(perSentence)} words per sentence${longWords > 0.12 ? ' with several long words' : ''}, ${points >= 0.9 ? 'easy to read' : points >= 0.6 ? 'fairly easy to read' : 'dense to read'}`;
  return { name: 'Readability', points: Math.max(0, points), max: 1, note };
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

export function scoreTweet(text: string, viralPotential: ViralPotential = 'medium'): TweetScore {
  const factors = [
    hookFactor(text),
    lengthFactor(text),
    questionFactor(text),
    ctaFactor(text),
    hashtagFactor(text),
    mentionFactor(text),
    emojiFactor(text),
    readabilityFactor(text),
  ];
  const total = factors.reduce((sum, f) => sum + f.points, 0);
  const score = Math.round(Math.min(10, Math.max(0, total)) * 10) / 10;
  const reasoning = factors.map((f) => `${f.name}: ${f.note} (+${fmt(f.points)} of ${fmt(f.max)}).`).join(' ') + ` Total ${score}/10.`;
  const strengths = factors.filter((f) => f.points >= f.max * 0.9 && f.max >= 1).map((f) => f.name.toLowerCase());
  const band = score >= 8 ? 'High' : score >= 6 ? 'Good' : score >= 4.5 ? 'Moderate' : 'Low';
  const reach =
    viralPotential === 'extreme' || viralPotential === 'high'
      ? 'built to travel beyond your followers'
      : 'suited to your existing audience';
  const because = strengths.length > 0 ? `strong ${strengths.slice(0, 2).join(' and ')}` : 'few strong engagement signals';
  return { score, reasoning, factors, engagementPrediction: `${band}: ${because}; ${reach}`.slice(0, 200) };
}
