import { ArrowRight, RefreshCw } from 'lucide-react';
import type { MovedFigure } from '@chainscribe/contracts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { kindLabels, readAtLabel } from './figure-labels.ts';
import type { RecheckGate } from './use-recheck-gate.ts';

export interface RecheckPrompt {
  moved: MovedFigure[];
  /** What the user was doing (copy, export): it goes ahead after they choose. */
  action: string;
}

/**
 * Shown before copy or export when a cited figure moved more than 2 % since it was read: old and
 * new, "Update text" per figure, or carry on with the text as it is.
 */
export function RecheckDialog({
  prompt,
  onUpdate,
  onContinue,
  onCancel,
}: {
  prompt: RecheckPrompt;
  onUpdate: (moved: MovedFigure) => void;
  onContinue: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogTitle>Figures moved since they were read</DialogTitle>
            <DialogDescription>Check these before you {prompt.action}. Updating changes only the figure in its tweet.</DialogDescription>
          </div>
          <ul className="flex flex-col gap-2">
            {prompt.moved.map((m) => (
              <li key={`${m.tweet}-${m.start}`} className="flex flex-wrap items-center gap-2 rounded-xl border border-border p-3 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium">
                    {kindLabels[m.kind]} moved: {m.oldText} <ArrowRight aria-hidden="true" className="inline size-3.5" />
                    <span className="sr-only">to</span> {m.newText}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    Tweet {m.tweet + 1} · {m.source}, {readAtLabel(m.readAt)} · {(m.change * 100).toFixed(1)} %
                  </span>
                </span>
                <Button size="sm" variant="secondary" onClick={() => onUpdate(m)}>
                  <RefreshCw aria-hidden="true" /> Update text<span className="sr-only"> of tweet {m.tweet + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onContinue}>Continue to {prompt.action}</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The re-check's question, when a figure moved. */
export function RecheckPromptDialog({ gate }: { gate: RecheckGate }) {
  if (!gate.prompt) return null;
  return <RecheckDialog prompt={gate.prompt} onUpdate={gate.update} onContinue={gate.proceed} onCancel={gate.cancel} />;
}
