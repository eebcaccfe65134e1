import { CircleAlert, CircleCheck, CloudUpload, GitMerge } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { AutosaveStatus } from '../hooks/use-autosave.ts';

/**
 * "Saving… / Saved / error" beside the editor's title; a failed save can be retried at once. With
 * autosave off (`manual`) unsaved changes come with a Save button.
 */
export function SaveStatus({
  status,
  error,
  onRetry,
  manual = false,
}: {
  status: AutosaveStatus;
  error: string | null;
  onRetry: () => void;
  manual?: boolean;
}) {
  return (
    <span role="status" aria-live="polite" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      {status === 'saving' ? (
        <>
          <Spinner /> Saving…
        </>
      ) : null}
      {status === 'saved' ? (
        <>
          <CircleCheck aria-hidden="true" className="size-4 text-success" /> Saved
        </>
      ) : null}
      {status === 'pending' ? (
        <>
          <CloudUpload aria-hidden="true" className="size-4" /> Unsaved changes
          {manual ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Save
            </Button>
          ) : null}
        </>
      ) : null}
      {status === 'conflict' ? (
        <>
          <GitMerge aria-hidden="true" className="size-4 text-warning" /> Changed elsewhere
        </>
      ) : null}
      {status === 'error' ? (
        <>
          <CircleAlert aria-hidden="true" className="size-4 text-danger" />
          <span className="text-danger">Not saved: {error}</span>
          <Button size="sm" variant="link" className="text-sm" onClick={onRetry}>
            Retry
          </Button>
        </>
      ) : null}
    </span>
  );
}
