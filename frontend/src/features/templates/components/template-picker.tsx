import { useState } from 'react';
import type { Template } from '@chainscribe/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { cn } from '../../../lib/utils.ts';
import { useTemplates } from '../api/list-templates.ts';
import { filterTemplates } from '../utils/filter-templates.ts';
import type { TemplateFilter } from '../utils/filter-templates.ts';
import { categoryLabels } from '../utils/template-labels.ts';
import { TemplateFilters } from './template-filters.tsx';

function TemplateOption({ template, selected, onPick }: { template: Template; selected: boolean; onPick: () => void }) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onPick}
        className={cn(
          'flex w-full flex-col gap-1 rounded-xl border px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ring',
          selected ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted/60',
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{template.name}</span>
          <Badge tone="brand">{categoryLabels[template.category]}</Badge>
          <Badge>{template.beats.length} tweets</Badge>
          {template.builtIn ? null : <Badge tone="success">Yours</Badge>}
        </span>
        <span className="line-clamp-2 text-sm text-muted-foreground">{template.description}</span>
      </button>
    </li>
  );
}

/** Choose a template for the thread being set up: search, category, one click. The dialog around it is the caller's. */
export function TemplatePicker({ selectedId, onPick }: { selectedId: string | null; onPick: (template: Template) => void }) {
  const templates = useTemplates();
  const [filter, setFilter] = useState<TemplateFilter>({ query: '', category: null });
  const shown = filterTemplates(templates.data?.templates ?? [], filter);
  return (
    <>
      <TemplateFilters filter={filter} onChange={setFilter} />
      {templates.isPending ? <InlineLoading message="Loading templates..." /> : null}
      {templates.isError ? <p className="text-sm text-danger">Templates could not be loaded. Close this and try again.</p> : null}
      {templates.isSuccess && shown.length === 0 ? <p className="text-sm text-muted-foreground">No templates match.</p> : null}
      <ul aria-label="Templates" className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto pr-1">
        {shown.map((template) => (
          <TemplateOption key={template.id} template={template} selected={template.id === selectedId} onPick={() => onPick(template)} />
        ))}
      </ul>
    </>
  );
}
