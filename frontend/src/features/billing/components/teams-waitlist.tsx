import { Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { teamsOffer } from '@chainscribe/contracts/catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { LoadingLine } from '../../../components/ui/status-screen.tsx';

const WaitlistForm = lazy(() => import('./teams-waitlist-form.tsx').then((module) => ({ default: module.WaitlistForm })));

/**
 * The teams offer (issue 27): team workspaces do not exist yet, so nothing is sold; the dialog
 * takes an address for the waitlist, which accounts keeps, and says so once it is stored.
 */
export function TeamsWaitlist() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto text-sm whitespace-normal">
          <Users aria-hidden="true" /> {teamsOffer.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="space-y-1.5 pr-8">
            <DialogTitle>{teamsOffer.title}</DialogTitle>
            <DialogDescription>{teamsOffer.text}</DialogDescription>
          </div>
          <Suspense fallback={<LoadingLine>Loading the form...</LoadingLine>}>
            <WaitlistForm />
          </Suspense>
        </div>
      </DialogContent>
    </Dialog>
  );
}
