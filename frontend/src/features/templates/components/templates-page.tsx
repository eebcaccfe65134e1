import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { planFeatures } from '@chainscribe/contracts/catalogue';
import type { Template } from '@chainscribe/contracts';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/current-user/get-me.ts';
import { useTemplates } from '../api/list-templates.ts';
import { filterTemplates } from '../utils/filter-templates.ts';
import type { TemplateFilter } from '../utils/filter-templates.ts';
import { TemplateCard } from './template-card.tsx';
import { TemplateFilters } from './template-filters.tsx';

/** The longest thread the user's plan writes: longer templates are marked Premium (the server enforces it). */
function useMaxThreadLength(): number {
  const me = useMe();
  return planFeatures(me.data?.plan ?? 'free').maxThreadLength;
}

function TemplateSection({ title, templates, maxLength }: { title: string; templates: Template[]; maxLength: number }) {
  if (templates.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({templates.length})</span>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {templates.map((template) => (
          <TemplateCard key={template.id} template={template} locked={template.beats.length > maxLength} />
        ))}
      </div>
    </section>
  );
}

function NoMatches({ onReset }: { onReset: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">No templates match</p>
      <p className="text-sm text-muted-foreground">Try another word or category.</p>
      <Button variant="secondary" size="sm" onClick={onReset}>
        Show all templates
      </Button>
    </Card>
  );
}

const allTemplates: TemplateFilter = { query: '', category: null };

/** /dashboard/templates: the built-in set and the user's own, searchable by word and category. */
export function TemplatesPage() {
  const templates = useTemplates();
  const maxLength = useMaxThreadLength();
  const [filter, setFilter] = useState<TemplateFilter>(allTemplates);
  const shown = filterTemplates(templates.data?.templates ?? [], filter);
  const own = shown.filter((template) => !template.builtIn);
  const builtIn = shown.filter((template) => template.builtIn);

  return (
    <div className="flex flex-col gap-8">
      <title>Templates · Chainscribe</title>
      <AppPageHeader
        back={backToDashboard}
        title="Templates"
        description="Start a thread from a proven structure, or reuse one of your own."
      />
      <TemplateFilters filter={filter} onChange={setFilter} />
      {templates.isPending ? <InlineLoading message="Loading templates..." /> : null}
      {templates.isError ? (
        <Alert
          tone="danger"
          role="alert"
          title={errorMessage(templates.error, 'Templates could not be loaded.')}
          action={
            <Button size="sm" variant="secondary" onClick={() => void templates.refetch()}>
              Try again
            </Button>
          }
        />
      ) : null}
      {templates.isSuccess && shown.length === 0 ? <NoMatches onReset={() => setFilter(allTemplates)} /> : null}
      <TemplateSection title="Your templates" templates={own} maxLength={maxLength} />
      <TemplateSection title="Built-in templates" templates={builtIn} maxLength={maxLength} />
    </div>
  );
}
