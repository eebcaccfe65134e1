import { Users } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { teamsOffer } from '@chainscribe/contracts/catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { DialogOnDemand } from '../../../components/ui/dialog-on-demand.tsx';

const WaitlistDialog = lazy(() => import('./teams-waitlist-dialog.tsx').then((module) => ({ default: module.WaitlistDialog })));

/**
 * The teams offer (issue 27): team workspaces do not exist yet, so nothing is sold; the dialog
 * takes an address for the waitlist, which accounts keeps, and says so once it is stored. The form
 * is a lazy component, loaded with the dialog: the app's uses its API client and query cache, the
 * visitors' bundle's brings its own.
 */
export function TeamsWaitlist({ Form }: { Form: ComponentType }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={trigger}
        variant="link"
        className="h-auto text-sm whitespace-normal"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Users aria-hidden="true" /> {teamsOffer.trigger}
      </Button>
      <DialogOnDemand open={open} opening="Opening the waitlist...">
        <WaitlistDialog open={open} onOpenChange={setOpen} Form={Form} trigger={trigger} />
      </DialogOnDemand>
    </>
  );
}
