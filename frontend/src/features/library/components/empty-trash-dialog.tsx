import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useEmptyLibraryTrash } from '../api/empty-library-trash.ts';

/** "Empty trash" is final, so it asks first. */
export function EmptyTrashDialog() {
  const [open, setOpen] = useState(false);
  const emptying = useEmptyLibraryTrash();
  const confirm = () =>
    emptying.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        setOpen(false);
        toast.success(deleted === 1 ? '1 item deleted for good' : `${deleted} items deleted for good`);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not empty the trash')),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="danger">
          <Trash2 aria-hidden="true" /> Empty trash
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogTitle>Empty the trash?</DialogTitle>
            <DialogDescription>Everything in the trash and all its versions are deleted for good. This cannot be undone.</DialogDescription>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={emptying.isPending} onClick={confirm}>
              Delete for good
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
