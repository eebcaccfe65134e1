import { describe, expect, it } from 'vitest';
import { sampleFigures } from '../bench/samples/sample-figures.ts';
import { lintSample } from '../bench/samples/sample-lint.ts';
import { buildSamples } from '../bench/samples/sample-set.ts';
import { writeSamples } from '../bench/samples/write-samples.ts';

describe('npm run samples: the figures issue 22 sets as goals', () => {
  it('when 60 threads and 60 tweets are written across topics, tokens and options, then every goal is met', () => {
    const { written, failures } = writeSamples(buildSamples(60, 60, 'goals'));
    expect(failures).toEqual([]);
    const figures = sampleFigures(written, lintSample);
    expect(figures.samples).toBe(120);
    // No goal is set for the lint; the writer's own copy promises no returns, so only topics that do are flagged.
    expect(figures.lintPer100Tweets).not.toBeNull();
    expect(figures.lintPer100Tweets ?? 100).toBeLessThan(5);
    expect(figures.xValidShare).toBe(1);
    expect(figures.repeatedSentenceShare, JSON.stringify(figures.topRepeated)).toBeLessThan(0.02);
    expect(figures.topicInFirstShare, figures.topicMissing.join('\n')).toBe(1);
  });

  it('when two samples on different topics share a sentence, then the figure counts it (the measure can fail)', () => {
    const [a, b] = buildSamples(2, 0, 'probe');
    if (!a || !b) throw new Error('two samples expected');
    const same = 'Watch the unlock schedule before you buy anything.';
    const figures = sampleFigures(
      [
        { sample: a, tweets: [`Intro on ${a.topic.keys[0] ?? ''} here.`, same] },
        { sample: b, tweets: [`Intro on ${b.topic.keys[0] ?? ''} here.`, same] },
      ],
      null,
    );
    expect(figures.repeatedSentenceShare).toBeCloseTo(0.5);
    expect(figures.topicInFirstShare).toBe(1);
    expect(sampleFigures([{ sample: a, tweets: ['x'.repeat(281)] }], null).xValidShare).toBe(0);
    const promise = sampleFigures([{ sample: a, tweets: ['Guaranteed 100x, risk-free.'] }], lintSample);
    expect(promise.lintPer100Tweets).toBeGreaterThan(0);
  });
});
