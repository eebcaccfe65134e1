import type { Citation, LintFinding, UnverifiedFigure } from '@chainscribe/contracts';
import { FigureChips } from './figure-chips.tsx';
import { LintFindings } from './lint-findings.tsx';

/** Under a tweet: its figures with their sources, then what the checks found. */
export function TweetChecks({
  text,
  citations,
  unverified,
  findings,
  onApply,
}: {
  text: string;
  citations: readonly Citation[];
  unverified: readonly UnverifiedFigure[];
  findings: readonly LintFinding[];
  onApply: (finding: LintFinding) => void;
}) {
  if (citations.length === 0 && unverified.length === 0 && findings.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <FigureChips citations={citations} unverified={unverified} />
      <LintFindings text={text} findings={findings} onApply={onApply} />
    </div>
  );
}
