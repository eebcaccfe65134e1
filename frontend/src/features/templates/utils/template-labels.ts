import type { Template, TemplateCategory, TemplateRole } from '@chainscribe/contracts';

export const categoryLabels: Record<TemplateCategory, string> = {
  launch: 'Launch',
  token: 'Token',
  market: 'Market',
  education: 'Education',
  defi: 'DeFi',
  security: 'Security',
  governance: 'Governance',
  community: 'Community',
  growth: 'Growth',
};

export const roleLabels: Record<TemplateRole, string> = {
  hook: 'Hook',
  context: 'Context',
  data: 'Data',
  insight: 'Insight',
  risk: 'Risk',
  signal: 'Signal',
  steps: 'Steps',
  summary: 'Summary',
  cta: 'Call to action',
};

/** The example posts with the beat each one plays; a saved template may have fewer examples than beats. */
export function examplePosts(template: Template) {
  return template.beats.map((beat, index) => ({ text: template.preview[index] ?? beat.guidance, role: roleLabels[beat.role] }));
}
