import { describe, expect, it } from 'vitest';
import {
  quickTweetToneOptions,
  quickTweetTones,
  threadLengthSchema,
  tweetAudienceOptions,
  tweetAudiences,
  tweetToneOptions,
  tweetTones,
  tweetTypeOptions,
  tweetTypes,
  viralPotentialLabels,
  viralPotentials,
} from '../src/index.ts';

describe('enums', () => {
  it.each([
    ['tweet types', tweetTypes, tweetTypeOptions],
    ['tweet audiences', tweetAudiences, tweetAudienceOptions],
    ['tweet tones', tweetTones, tweetToneOptions],
    ['quick tool tones', quickTweetTones, quickTweetToneOptions],
  ] as const)('when listing %s, then every id has exactly one option with a name', (_label, ids, options) => {
    expect(options.map((o) => o.id)).toEqual([...ids]);
    for (const option of options) expect(option.name.length).toBeGreaterThan(0);
  });

  it('when labelling viral potential, then the spec labels are used', () => {
    expect(viralPotentials.map((v) => viralPotentialLabels[v])).toEqual(['Conservative', 'Balanced', 'Aggressive', 'Extreme']);
  });

  it('when a thread length is a string, then it is rejected', () => {
    expect(threadLengthSchema.safeParse('5').success).toBe(false);
    expect(threadLengthSchema.safeParse(15).success).toBe(true);
  });
});
