import { messages } from '@chainscribe/contracts/catalogue';
import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GenerationProgress } from '../../../lib/generation/run-generation.ts';

function progressLabel(progress: GenerationProgress | null): string {
  if (!progress || progress.status === 'queued') return 'Queued: waiting for a writer...';
  if (progress.progress < 45) return 'Gathering research and market data...';
  if (progress.progress < 90) return 'Writing your thread...';
  return 'Checking every post fits on X...';
}

function UpgradeLink({ label }: { label: string }) {
  return (
    <Button asChild size="sm" variant="premium">
      <Link to={paths.pricing}>
        <Crown aria-hidden="true" /> {label}
      </Link>
    </Button>
  );
}

function GenerationProgressBar({ progress }: { progress: GenerationProgress | null }) {
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">{progressLabel(progress)}</span>
        <span className="font-medium tabular-nums">{progress?.progress ?? 0}%</span>
      </div>
      <Progress value={progress?.progress ?? 0} label="Thread generation progress" />
    </div>
  );
}

/** The Generate card: the plan's limit, the last error, the worker's progress and the button. */
export function GeneratePanel({
  limitReached,
  error,
  busy,
  progress,
  canGenerate,
  onGenerate,
}: {
  limitReached: boolean;
  error: string | null;
  busy: boolean;
  progress: GenerationProgress | null;
  canGenerate: boolean;
  onGenerate: () => void;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-label="Generate">
      {limitReached ? <Alert tone="warning" title={messages.threadLimitReached} action={<UpgradeLink label="Upgrade" />} /> : null}
      {error ? (
        <Alert
          tone="danger"
          role="alert"
          title={error}
          action={error.toLowerCase().includes('premium') ? <UpgradeLink label="Upgrade to Premium" /> : undefined}
        />
      ) : null}
      {busy ? <GenerationProgressBar progress={progress} /> : null}
      <Button size="lg" className="w-full" onClick={onGenerate} disabled={busy || !canGenerate || limitReached}>
        {busy ? (
          <>
            <Spinner /> Generating Thread...
          </>
        ) : (
          <>
            <Sparkles aria-hidden="true" /> Generate Thread
          </>
        )}
      </Button>
    </Card>
  );
}
