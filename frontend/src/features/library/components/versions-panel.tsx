import { History, RotateCcw } from 'lucide-react';
import type { LibraryVersion } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLibraryVersions } from '../api/list-library-versions.ts';
import { formatDateTime, titleOf } from '../utils/library-labels.ts';

function VersionRow({
  version,
  current,
  busy,
  onRestore,
}: {
  version: LibraryVersion;
  current: boolean;
  busy: boolean;
  onRestore: () => void;
}) {
  const tweets = version.tweets.length;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-border p-3" aria-label={`Version ${version.version}`}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">
          Version {version.version}
          {current ? <span className="ml-2 text-xs font-medium text-success">current</span> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(version.savedAt)} · {tweets} {tweets === 1 ? 'tweet' : 'tweets'}
        </p>
        <p className="mt-1 truncate text-sm text-muted-foreground">{titleOf(version.tweets, 80)}</p>
      </div>
      {current ? null : (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onRestore} aria-label={`Restore version ${version.version}`}>
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
      )}
    </li>
  );
}

/** Every saved version, newest first; restoring one saves it again as the newest version. */
export function VersionsPanel({
  itemId,
  currentVersion,
  open,
  onOpenChange,
  busy,
  onRestore,
}: {
  itemId: string;
  currentVersion: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const versions = useLibraryVersions(itemId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <History aria-hidden="true" /> Versions
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogTitle>Versions</DialogTitle>
            <DialogDescription>
              Every autosave is kept. Restoring one makes it the newest version; your undo history keeps the text you had.
            </DialogDescription>
          </div>
          {versions.isPending ? <InlineLoading message="Loading versions..." /> : null}
          {versions.isError ? (
            <Alert tone="danger" title="Could not load versions">
              {errorMessage(versions.error, 'Try again in a moment.')}
            </Alert>
          ) : null}
          {versions.data ? (
            <div className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
              <ol className="flex flex-col gap-2">
                {versions.data.pages
                  .flatMap((page) => page.items)
                  .map((version) => (
                    <VersionRow
                      key={version.version}
                      version={version}
                      current={version.version === currentVersion}
                      busy={busy}
                      onRestore={() => onRestore(version.version)}
                    />
                  ))}
              </ol>
              {versions.hasNextPage ? (
                <Button
                  size="sm"
                  variant="secondary"
                  className="self-center"
                  disabled={versions.isFetchingNextPage}
                  onClick={() => void versions.fetchNextPage()}
                >
                  Show older versions
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
