import type { Template, TemplateCategory } from '@chainscribe/contracts';
import { categoryLabels } from './template-labels.ts';

export interface TemplateFilter {
  query: string;
  category: TemplateCategory | null;
}

const searchableText = (template: Template) =>
  [template.name, template.description, categoryLabels[template.category], ...template.beats.map((beat) => beat.guidance)]
    .join(' ')
    .toLowerCase();

/** Templates in the chosen category whose text holds every typed word, in the order given. */
export function filterTemplates(templates: readonly Template[], { query, category }: TemplateFilter): Template[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    if (category && template.category !== category) return false;
    const text = searchableText(template);
    return words.every((word) => text.includes(word));
  });
}
