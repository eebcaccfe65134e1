import type { Blocker } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';

/** Asked when the user navigates away inside the app while an edit is not saved yet. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : blocker.reset())}>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogTitle>Leave without saving?</DialogTitle>
            <DialogDescription>Your latest edits have not been saved yet. If you leave now they are lost.</DialogDescription>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => blocker.proceed()}>
              Leave anyway
            </Button>
            <Button onClick={() => blocker.reset()}>Stay and keep editing</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
