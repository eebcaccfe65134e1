import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIBRARY_MAX_PASTE_CHARS } from '@chainscribe/contracts';
import type { CreateLibraryItemRequestInput } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { libraryItemPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateLibraryItem } from '../api/create-library-item.ts';

/** "New draft": a blank thread, or pasted text the API splits into tweets; either opens in the editor. */
export function NewDraftDialog() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const creation = useCreateLibraryItem();
  const navigate = useNavigate();
  const create = (body: CreateLibraryItemRequestInput) =>
    creation.mutate(body, {
      onSuccess: (item) => {
        setOpen(false);
        void navigate(libraryItemPath(item.id));
      },
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <FilePlus2 aria-hidden="true" /> New draft
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogTitle>New draft</DialogTitle>
            <DialogDescription>
              Start from a blank thread, or paste one: blank lines and numbering like “1/” split it into tweets.
            </DialogDescription>
          </div>
          <Textarea
            aria-label="Paste a thread"
            placeholder="Paste a thread here (optional)"
            className="min-h-40"
            maxLength={LIBRARY_MAX_PASTE_CHARS}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {creation.isError ? <Alert tone="danger">{errorMessage(creation.error, 'Could not create the draft')}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={creation.isPending} onClick={() => create({ kind: 'thread' })}>
              Start blank
            </Button>
            <Button disabled={creation.isPending || !text.trim()} onClick={() => create({ kind: 'thread', text })}>
              {creation.isPending ? <Spinner /> : null} Create from pasted text
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
