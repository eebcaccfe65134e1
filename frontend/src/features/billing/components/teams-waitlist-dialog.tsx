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
  /** The button that opened it, where the focus goes back on closing. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocusTo={trigger}>
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
