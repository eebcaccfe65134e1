import type { RefObject } from 'react';
import type { Template } from '@chainscribe/contracts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { TemplatePicker } from './template-picker.tsx';

/** "Start from a template"'s dialog, loaded with the gallery when first reached for (`start-from-template.tsx`). */
export function TemplatePickerDialog({
  open,
  onOpenChange,
  selectedId,
  onPick,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selectedId: string | null;
  onPick: (template: Template) => void;
  /** The button that opened it, where the focus goes back on closing. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" returnFocusTo={trigger}>
        <div className="flex flex-col gap-4">
          <div className="space-y-1.5 pr-8">
            <DialogTitle>Start from a template</DialogTitle>
            <DialogDescription>The thread follows the template's beats, tweet by tweet, on your topic.</DialogDescription>
          </div>
          <TemplatePicker selectedId={selectedId} onPick={onPick} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
