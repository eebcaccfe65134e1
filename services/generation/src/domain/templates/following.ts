import type { TemplateBeat, ThreadLength } from '@chainscribe/contracts';
import type { ThreadBrief } from '../writing/writer.ts';

/**
 * A brief that follows a template: its beats set the length and the order, and the user's call to
 * action goes out only where the template ends on one (elsewhere it would break the structure).
 */
export function followingTemplate(brief: ThreadBrief, template: { beats: readonly TemplateBeat[] }): ThreadBrief {
  const length = template.beats.length as ThreadLength;
  return {
    ...brief,
    length,
    numbered: brief.numbered || length >= 12,
    cta: template.beats.at(-1)?.role === 'cta' ? brief.cta : null,
    structure: template.beats,
  };
}
