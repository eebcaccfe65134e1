import type { LibraryItem } from '@chainscribe/contracts';
import { libraryMessages } from '@chainscribe/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../utils/library-labels.ts';

function TextColumn({ title, subtitle, tweets }: { title: string; subtitle: string; tweets: readonly string[] }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-xs text-muted-foreground">{subtitle}</p>
      </div>
      <ol className="flex max-h-[45vh] flex-col gap-2 overflow-y-auto rounded-xl border border-border bg-muted/40 p-3">
        {tweets.map((text, index) => (
          <li key={index} className="text-sm leading-relaxed break-words whitespace-pre-wrap">
            <span className="mr-1.5 text-xs font-semibold text-muted-foreground tabular-nums">{index + 1}.</span>
            {text || <span className="text-muted-foreground italic">empty</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Someone saved this item elsewhere since it was opened (412): both texts side by side, and the
 * user keeps one. Keeping theirs is undoable in the editor; keeping yours saves it over theirs.
 */
export function ConflictDialog({
  mine,
  theirs,
  onKeepMine,
  onKeepTheirs,
}: {
  mine: readonly string[];
  theirs: LibraryItem;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
}) {
  return (
    <Dialog open>
      <DialogContent
        showClose={false}
        className="max-w-3xl"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogTitle>This thread changed somewhere else</DialogTitle>
            <DialogDescription>{libraryMessages.versionConflict}</DialogDescription>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <TextColumn title="Your text" subtitle="Not saved yet, in this tab" tweets={mine} />
            <TextColumn
              title="Saved text"
              subtitle={`Version ${theirs.version}, saved ${formatDateTime(theirs.updatedAt)}`}
              tweets={theirs.tweets}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onKeepTheirs}>
              Keep saved text
            </Button>
            <Button onClick={onKeepMine}>Keep my text</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
