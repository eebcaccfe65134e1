import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Template } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTemplateRemoval } from '../hooks/use-template-removal.ts';

/** Delete one of the user's own templates, after a confirmation; the toast that follows offers Undo. */
export function DeleteTemplateButton({ template }: { template: Template }) {
  const [open, setOpen] = useState(false);
  const removal = useTemplateRemoval();
  return (
    <Dialog open={open} onOpenChange={(next) => (removal.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-danger hover:bg-danger/10" aria-label={`Delete ${template.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="space-y-1.5 pr-8">
            <DialogTitle>Delete “{template.name}”?</DialogTitle>
            <DialogDescription>Threads you already wrote from it stay as they are.</DialogDescription>
          </div>
          {removal.error ? <Alert tone="danger" role="alert" title={removal.error} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button variant="danger" disabled={removal.isPending} onClick={() => removal.remove(template, () => setOpen(false))}>
              {removal.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />} Delete template
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
