import { describe, expect, it } from 'vitest';
import { templateBeatsSchema, templateCategories } from '@chainscribe/contracts';
import { builtInTemplates } from '../src/domain/templates/built-in.ts';
import { beatsFromTweets } from '../src/domain/templates/derive-beats.ts';
import { templateBrief } from '../src/domain/templates/preview.ts';
import { writeTemplateThreadWithRoles } from '../src/domain/writing/template/thread-writer.ts';
import { validateThread, threadRulesFor } from '../src/domain/writing/rules.ts';

describe('built-in templates', () => {
  it('when the built-in set is loaded, then it has at least 30 valid templates with unique ids across the categories', () => {
    expect(builtInTemplates.length).toBeGreaterThanOrEqual(30);
    expect(new Set(builtInTemplates.map((t) => t.id)).size).toBe(builtInTemplates.length);
    for (const template of builtInTemplates) expect(templateBeatsSchema.safeParse(template.beats).success, template.id).toBe(true);
    expect(new Set(builtInTemplates.map((t) => t.category))).toEqual(new Set(templateCategories));
  });

  for (const template of builtInTemplates) {
    it(`when the template writer follows "${template.name}", then every tweet plays the role the template gives it`, () => {
      const brief = templateBrief(template.beats, template.sampleTopic, `seed-${template.id}`);
      const written = writeTemplateThreadWithRoles(brief);
      expect(written.tweets).toHaveLength(template.beats.length);
      expect(written.roles).toEqual(template.beats.map((b) => b.role));
      expect(validateThread(written.tweets, threadRulesFor(brief))).toEqual([]);
    });
  }
});

describe('roles derived from a thread', () => {
  it('when a thread is saved as a template, then its opening is the hook, a closing question the CTA, and cues decide the middle', () => {
    const beats = beatsFromTweets([
      'Why is everyone talking about restaking?',
      'Restaking is a way to reuse staked ETH to secure other services.',
      'The biggest risk: slashing can hit you twice. Never stake what you cannot lose.',
      'Step 1: pick an operator. Then check its track record on-chain.',
      'What do you think? Drop your thoughts below 👇',
    ]);
    expect(beats.map((b) => b.role)).toEqual(['hook', 'context', 'risk', 'steps', 'cta']);
    expect(beats.every((b) => b.guidance.length > 0)).toBe(true);
    expect(beatsFromTweets(['a', 'b', 'c', 'd', 'TL;DR: it is early.']).at(-1)?.role).toBe('summary');
  });
});
