import { CircleHelp, Database } from 'lucide-react';
import type { Citation, UnverifiedFigure } from '@chainscribe/contracts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/utils.ts';
import { citationSummary } from '../utils/figure-labels.ts';

const chip =
  'inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-ring';

function CitationChip({ citation }: { citation: Citation }) {
  const summary = citationSummary(citation);
  return (
    <Tooltip content={<span className="block max-w-64">{summary}</span>}>
      <button
        type="button"
        aria-label={`${citation.text}: ${summary}`}
        className={cn(
          chip,
          citation.snapshot
            ? 'border-warning/40 bg-warning/10 text-warning'
            : 'border-brand-500/30 bg-brand-500/10 text-brand-600 dark:text-brand-300',
        )}
      >
        <Database aria-hidden="true" className="size-3" />
        <span className="truncate">{citation.text}</span>
        <span className="text-muted-foreground">· {citation.snapshot ? 'snapshot' : citation.source}</span>
      </button>
    </Tooltip>
  );
}

function UnverifiedChip({ figure }: { figure: UnverifiedFigure }) {
  const why = 'No data point matches this figure: check it before posting.';
  return (
    <Tooltip content={why}>
      <button
        type="button"
        aria-label={`${figure.text}: unverified. ${why}`}
        className={cn(chip, 'border-danger/40 bg-danger/10 text-danger')}
      >
        <CircleHelp aria-hidden="true" className="size-3" />
        <span className="truncate">{figure.text}</span>
        <span>· unverified</span>
      </button>
    </Tooltip>
  );
}

/** One tweet's figures: a source chip per cited figure (hover or focus for source, value and time), unverified ones marked. */
export function FigureChips({ citations, unverified }: { citations: readonly Citation[]; unverified: readonly UnverifiedFigure[] }) {
  if (citations.length === 0 && unverified.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Figures and their sources">
      {citations.map((c) => (
        <li key={`c-${c.start}`} className="max-w-full">
          <CitationChip citation={c} />
        </li>
      ))}
      {unverified.map((f) => (
        <li key={`u-${f.start}`} className="max-w-full">
          <UnverifiedChip figure={f} />
        </li>
      ))}
    </ul>
  );
}
