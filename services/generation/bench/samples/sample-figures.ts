import { sentencesOf, stripEmoji, weightedLength } from '../../src/domain/writing/text.ts';
import type { Sample } from './sample-set.ts';

/** One sample as written: the thread's tweets, or each tweet variation. */
export interface WrittenSample {
  sample: Sample;
  tweets: string[];
}

export interface SampleFigures {
  samples: number;
  tweets: number;
  /** Tweets within X's weighted 280. */
  xValidShare: number;
  /** Sentence occurrences whose sentence also appears under another topic. */
  repeatedSentenceShare: number;
  /** The most repeated cross-topic sentences, for a writer to fix. */
  topRepeated: { sentence: string; topics: number }[];
  /** Samples whose first tweet names the topic. */
  topicInFirstShare: number;
  /** Samples whose first tweet does not, for a writer to read. */
  topicMissing: string[];
  /** null when no lint is available. */
  lintPer100Tweets: number | null;
}

/** Counts the lint findings in one written sample. */
export type SampleLint = (written: WrittenSample) => number;

const NUMBERING = /^\s*\d{1,2}\/\d{0,2}\s*/;

/**
 * The writer's own sentences: numbering, the user's CTA text and the quoted post are the user's or
 * the source's words (identical across topics by design), and a line of tags is not a sentence.
 */
export function writerSentences(written: WrittenSample): string[] {
  const userText: string[] = [];
  if (written.sample.kind === 'thread') {
    if (written.sample.brief.cta) userText.push(written.sample.brief.cta);
    if (written.sample.brief.post) userText.push(...sentencesOf(written.sample.brief.post.text));
  }
  return written.tweets.flatMap((tweet) => {
    let text = tweet.replace(NUMBERING, '');
    for (const part of userText) text = text.split(part).join(' ');
    return sentencesOf(text)
      .map((s) => stripEmoji(s).toLowerCase().replace(/\s+/g, ' ').trim())
      .filter((s) => (s.replace(/[#@$]\w+/g, '').match(/\p{L}{2,}/gu) ?? []).length >= 3);
  });
}

function repeated(all: readonly WrittenSample[]): { share: number; top: { sentence: string; topics: number }[] } {
  const topicsOf = new Map<string, Set<string>>();
  const occurrences: string[] = [];
  for (const written of all) {
    for (const sentence of writerSentences(written)) {
      occurrences.push(sentence);
      const topics = topicsOf.get(sentence) ?? new Set<string>();
      topics.add(written.sample.topic.key);
      topicsOf.set(sentence, topics);
    }
  }
  const isRepeated = (s: string) => (topicsOf.get(s)?.size ?? 0) > 1;
  const top = [...topicsOf.entries()]
    .filter(([, topics]) => topics.size > 1)
    .map(([sentence, topics]) => ({ sentence, topics: topics.size }))
    .sort((a, b) => b.topics - a.topics)
    .slice(0, 15);
  return { share: occurrences.length === 0 ? 0 : occurrences.filter(isRepeated).length / occurrences.length, top };
}

const namesTopic = (written: WrittenSample, tweet: string): boolean =>
  written.sample.topic.keys.some((key) => tweet.toLowerCase().includes(key.toLowerCase()));

/** The goals of issue 22's samples, computed from written samples. */
export function sampleFigures(all: readonly WrittenSample[], lint: SampleLint | null): SampleFigures {
  const tweets = all.flatMap((w) => w.tweets);
  const { share, top } = repeated(all);
  // A thread's first tweet is its hook; every tweet variation is a first tweet.
  const firsts = all.flatMap((w) => (w.sample.kind === 'thread' ? [{ w, t: w.tweets[0] ?? '' }] : w.tweets.map((t) => ({ w, t }))));
  const missing = firsts.filter(({ w, t }) => !namesTopic(w, t));
  const findings = lint ? all.reduce((sum, w) => sum + lint(w), 0) : null;
  return {
    samples: all.length,
    tweets: tweets.length,
    xValidShare: tweets.filter((t) => weightedLength(t) <= 280).length / Math.max(1, tweets.length),
    repeatedSentenceShare: share,
    topRepeated: top,
    topicInFirstShare: 1 - missing.length / Math.max(1, firsts.length),
    topicMissing: missing.map(({ t }) => t).slice(0, 10),
    lintPer100Tweets: findings === null ? null : (findings / Math.max(1, tweets.length)) * 100,
  };
}
