import { writeTemplateThread } from '../../src/domain/writing/template/thread-writer.ts';
import { writeTemplateTweets } from '../../src/domain/writing/template/tweet-writer.ts';
import { sampleFigures, type SampleFigures, type SampleLint, type WrittenSample } from './sample-figures.ts';
import type { Sample } from './sample-set.ts';

/** Writes every sample with the template writer; a sample the writer refuses is kept with its error. */
export function writeSamples(samples: readonly Sample[]): { written: WrittenSample[]; failures: string[] } {
  const written: WrittenSample[] = [];
  const failures: string[] = [];
  for (const sample of samples) {
    try {
      const tweets = sample.kind === 'thread' ? writeTemplateThread(sample.brief) : writeTemplateTweets(sample.brief).map((d) => d.content);
      written.push({ sample, tweets });
    } catch (error) {
      failures.push(`${sample.kind} ${sample.topic.key} ${sample.brief.seed}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { written, failures };
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

export function figureLines(f: SampleFigures, failures: number): string[] {
  return [
    `samples: ${f.samples} written (${f.tweets} tweets), ${failures} refused`,
    `X-valid share: ${pct(f.xValidShare)} (goal 100 %)`,
    `sentences repeated across different topics: ${pct(f.repeatedSentenceShare)} (goal < 2 %)`,
    `topic mentioned in the first tweet: ${pct(f.topicInFirstShare)} (goal 100 %)`,
    f.lintPer100Tweets === null ? 'lint: not available' : `lint findings per 100 tweets: ${f.lintPer100Tweets.toFixed(1)}`,
  ];
}

function describe(sample: Sample): string {
  if (sample.kind === 'tweet') {
    const b = sample.brief;
    const flags = [
      b.includeHashtags && 'hashtags',
      b.includeEmojis && 'emojis',
      b.includeCTA && 'CTA',
      b.includeQuestion && 'question',
      b.mentions.length > 0 && `${b.mentions.length} mentions suggested`,
      b.research && 'research',
    ].filter(Boolean);
    return `tweet · ${b.tone} · ${b.type} · ${b.audience} · ${b.viralPotential} · ${flags.join(', ') || 'no extras'}`;
  }
  const t = sample.brief;
  const price = t.market
    ? t.market.snapshot
      ? 'snapshot figures'
      : 'live figures'
    : t.priceUnavailable
      ? 'price unavailable'
      : 'no price';
  return `thread · ${t.tone} · ${t.hookStyle} hook · ${t.length} tweets · ${t.cta ? 'CTA' : 'no CTA'} · ${t.experience} · ${price}`;
}

export function markdownOf(written: readonly WrittenSample[], figures: readonly string[]): string {
  const parts = ['# Template writer samples', '', ...figures.map((l) => `- ${l}`), ''];
  written.forEach((w, i) => {
    parts.push(`## ${i + 1}. ${w.sample.brief.topic}`, '', `_${describe(w.sample)}_`, '');
    for (const tweet of w.tweets) parts.push(...tweet.split('\n').map((l) => `> ${l}`), '');
  });
  return parts.join('\n');
}

export function figuresOf(
  samples: readonly Sample[],
  lint: SampleLint | null,
): { figures: SampleFigures; lines: string[]; failures: string[]; written: WrittenSample[] } {
  const { written, failures } = writeSamples(samples);
  const figures = sampleFigures(written, lint);
  return { figures, lines: figureLines(figures, failures.length), failures, written };
}
