import { ArrowRight } from 'lucide-react';
import type { Template } from '@chainscribe/contracts';
import { Link } from 'react-router-dom';
import { newThreadFromTemplate } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { categoryLabels, examplePosts } from '../utils/template-labels.ts';
import { ExampleThread } from './example-thread.tsx';

/** A template's example thread, beat by beat, and the way to start from it. */
export function TemplatePreviewDialog({ template }: { template: Template }) {
  return (
    <DialogContent className="max-w-2xl">
      <div className="flex flex-col gap-5">
        <div className="space-y-2 pr-8">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{categoryLabels[template.category]}</Badge>
            <Badge>{template.beats.length} tweets</Badge>
            {template.builtIn ? null : <Badge tone="success">Yours</Badge>}
          </div>
          <DialogTitle>{template.name}</DialogTitle>
          <DialogDescription>{template.description || 'A thread structure you saved.'}</DialogDescription>
        </div>
        <ExampleThread posts={examplePosts(template)} label={`${template.name} example thread`} />
        <Button asChild size="lg">
          <Link to={newThreadFromTemplate(template.id)}>
            Use this template <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </DialogContent>
  );
}
