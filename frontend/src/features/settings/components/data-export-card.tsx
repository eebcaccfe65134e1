import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ExportProgress } from '../api/export-my-data.ts';
import { useDataExport } from '../hooks/use-data-export.ts';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;

function ExportProgressBar({ progress }: { progress: ExportProgress }) {
  const percent = progress.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">
          {progress.received === 0 ? 'Gathering your data from every service...' : 'Downloading...'}
        </span>
        <span className="font-medium tabular-nums">{percent === null ? megabytes(progress.received) : `${percent}%`}</span>
      </div>
      {/* Without a size the bar cannot know the end: it stays indeterminate-looking at a sliver. */}
      <Progress value={percent ?? 5} label="Data export progress" />
    </div>
  );
}

/** Settings → Your data: one archive of everything Chainscribe holds about the user. */
export function DataExportCard() {
  const { state, start } = useDataExport();
  const busy = state.status === 'downloading';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          One file (JSON) with everything Chainscribe holds about you: your account, threads, tweets, library, templates and activity.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state.status === 'downloading' ? <ExportProgressBar progress={state.progress} /> : null}
        {state.status === 'failed' ? <Alert tone="danger" role="alert" title={state.message} /> : null}
        <div>
          <Button variant="secondary" onClick={start} disabled={busy}>
            {busy ? <Spinner /> : <Download aria-hidden="true" />} {busy ? 'Preparing download...' : 'Download all my data'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
