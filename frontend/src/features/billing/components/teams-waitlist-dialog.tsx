import { teamsOffer } from '@chainscribe/contracts/catalogue';
import { Suspense } from 'react';
import type { ComponentType, RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { LoadingLine } from '../../../components/ui/status-screen.tsx';

/** The teams waitlist's dialog, loaded when its button is first pressed (`teams-waitlist.tsx`). */
export function WaitlistDialog({
  open,
  onOpenChange,
  Form,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  Form: ComponentType;
  /** Where the focus goes back to on closing: the dialog has no Radix trigger of its own. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="flex flex-col gap-5">
          <div className="space-y-1.5 pr-8">
            <DialogTitle>{teamsOffer.title}</DialogTitle>
            <DialogDescription>{teamsOffer.text}</DialogDescription>
          </div>
          <Suspense fallback={<LoadingLine>Loading the form...</LoadingLine>}>
            <Form />
          </Suspense>
        </div>
      </DialogContent>
    </Dialog>
  );
}
