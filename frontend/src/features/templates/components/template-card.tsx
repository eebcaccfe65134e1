import { ArrowRight, Eye } from 'lucide-react';
import type { Template } from '@chainscribe/contracts';
import { Link } from 'react-router-dom';
import { newThreadFromTemplate } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { PremiumFeature } from '../../../components/ui/premium-lock.tsx';
import { useUpgradeOffer } from '../../../components/upgrade-offer.tsx';
import { categoryLabels, roleLabels } from '../utils/template-labels.ts';
import { DeleteTemplateButton } from './delete-template-dialog.tsx';
import { TemplatePreviewDialog } from './template-preview-dialog.tsx';

/** One template in the gallery: what it is for, its beats, and preview / use (and delete for the user's own). */
export function TemplateCard({ template, locked }: { template: Template; locked: boolean }) {
  const roles = template.beats.map((beat) => roleLabels[beat.role]);
  const upgrade = useUpgradeOffer();
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5" role="article" aria-label={template.name}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{categoryLabels[template.category]}</Badge>
        <Badge>{template.beats.length} tweets</Badge>
        {locked ? <PremiumFeature label="Premium" /> : null}
        {template.builtIn ? null : (
          <span className="ml-auto">
            <DeleteTemplateButton template={template} />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5">
        <h3 className="text-base font-semibold tracking-tight">{template.name}</h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{template.description || 'A thread structure you saved.'}</p>
      </div>
      <p className="truncate text-xs text-muted-foreground" title={roles.join(' → ')}>
        {roles.join(' → ')}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button size="sm" variant="secondary" aria-label={`Preview ${template.name}`}>
              <Eye aria-hidden="true" /> Preview
            </Button>
          </DialogTrigger>
          <TemplatePreviewDialog template={template} />
        </Dialog>
        {locked ? (
          // Longer than the plan writes: say what unlocks it instead of a thread the server would refuse.
          <Button size="sm" aria-label={`Use ${template.name}`} onClick={() => upgrade.offer(`A ${template.beats.length}-tweet template`)}>
            Use <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button asChild size="sm">
            <Link to={newThreadFromTemplate(template.id)} aria-label={`Use ${template.name}`}>
              Use <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
      {upgrade.dialog}
    </Card>
  );
}
