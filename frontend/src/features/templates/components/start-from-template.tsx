import { LayoutTemplate, X } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import type { Template } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DialogOnDemand } from '../../../components/ui/dialog-on-demand.tsx';
import { useTemplates } from '../api/list-templates.ts';
import { categoryLabels, roleLabels } from '../utils/template-labels.ts';

/** The gallery (filters, previews, X's counts) and its dialog load when first reached for, not with New Thread. */
const loadPicker = () => import('./template-picker-dialog.tsx');
const TemplatePickerDialog = lazy(() => loadPicker().then((module) => ({ default: module.TemplatePickerDialog })));

/** The template `id` names in the user's list; undefined while the list loads or when it is gone. */
export function useTemplateById(id: string | null) {
  // The list (every built-in template's text) is fetched only when the page starts from one.
  const templates = useTemplates({ needed: id !== null });
  const template = id ? templates.data?.templates.find((candidate) => candidate.id === id) : undefined;
  return {
    template,
    missing: id !== null && templates.isSuccess && template === undefined,
    loading: id !== null && templates.isPending,
    failed: id !== null && templates.isError,
  };
}

function TemplateStatus({ missing, loading, failed }: { missing: boolean; loading: boolean; failed: boolean }) {
  if (missing) return <Alert tone="warning" title="That template is no longer available." />;
  if (failed) return <Alert tone="danger" title="The template could not be loaded. Generating now writes without it." />;
  if (loading) return <p className="text-sm text-muted-foreground">Loading template...</p>;
  return null;
}

function ChosenTemplate({ template }: { template: Template }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground">Starting from template</span>
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{template.name}</span>
        <Badge tone="brand">{categoryLabels[template.category]}</Badge>
        <Badge>{template.beats.length} tweets</Badge>
      </span>
      <span className="truncate text-xs text-muted-foreground">{template.beats.map((beat) => roleLabels[beat.role]).join(' → ')}</span>
    </div>
  );
}

/**
 * "Start from template" on New Thread: shows the chosen template (or an invitation to pick one),
 * with Change and Clear. The choice itself lives with the caller (the page's URL).
 */
export function StartFromTemplate({ selectedId, onChange }: { selectedId: string | null; onChange: (id: string | null) => void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { template, missing, loading, failed } = useTemplateById(selectedId);
  const pick = (chosen: Template) => {
    onChange(chosen.id);
    setOpen(false);
  };
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5" role="region" aria-label="Template">
      <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary sm:grid">
        <LayoutTemplate aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {template ? <ChosenTemplate template={template} /> : null}
        <TemplateStatus missing={missing} loading={loading} failed={failed} />
        {selectedId === null ? (
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">Start from a template</span> — follow a proven structure such as a launch
            announcement or an airdrop guide.
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button
          ref={trigger}
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadPicker()}
          onFocus={() => void loadPicker()}
        >
          {selectedId ? 'Change' : 'Choose template'}
        </Button>
        <DialogOnDemand open={open} opening="Opening the templates...">
          <TemplatePickerDialog open={open} onOpenChange={setOpen} selectedId={selectedId} onPick={pick} trigger={trigger} />
        </DialogOnDemand>
        {selectedId ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label="Clear template">
            <X aria-hidden="true" /> Clear
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
