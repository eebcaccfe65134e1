import { DEFAULT_CTA_TEXT, type TemplateBeat, type ThreadLength } from '@chainscribe/contracts';
import { writeTemplateThreadWithRoles } from '../writing/template/thread-writer.ts';
import type { ThreadBrief } from '../writing/writer.ts';

/** The brief a template's thread is written from, for a plain topic; `cta` only when it ends on one. */
export function templateBrief(beats: readonly TemplateBeat[], topic: string, seed: string): ThreadBrief {
  return {
    type: 'custom',
    topic,
    token: null,
    market: null,
    priceUnavailable: false,
    post: null,
    research: null,
    tone: 'educational',
    hookStyle: 'question',
    length: beats.length as ThreadLength,
    numbered: beats.length >= 12,
    cta: beats.at(-1)?.role === 'cta' ? DEFAULT_CTA_TEXT : null,
    experience: 'intermediate',
    seed,
    structure: beats,
  };
}

const previews = new Map<string, string[]>();

/**
 * Example tweets for a built-in template: the template writer's own thread on the sample topic,
 * so the preview shows what "start from template" really writes. Written once per process.
 */
export function previewOf(template: { id: string; beats: readonly TemplateBeat[]; sampleTopic: string }): string[] {
  const cached = previews.get(template.id);
  if (cached) return cached;
  const { tweets } = writeTemplateThreadWithRoles(templateBrief(template.beats, template.sampleTopic, template.id));
  previews.set(template.id, tweets);
  return tweets;
}
