import { Wand2 } from 'lucide-react';
import type { LintFinding } from '@chainscribe/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { severityLabels, severityTones } from '../utils/figure-labels.ts';

/** The part of the tweet a finding is about, quoted (a finding about a missing line has none). */
function quoted(text: string, finding: LintFinding): string | null {
  const part = text.slice(finding.span.start, finding.span.end).trim();
  return part ? (part.length > 60 ? `${part.slice(0, 57)}…` : part) : null;
}

/** One tweet's compliance findings, inline: why, and a one-click fix where there is one. Nothing here blocks. */
export function LintFindings({
  text,
  findings,
  onApply,
}: {
  text: string;
  findings: readonly LintFinding[];
  onApply: (f: LintFinding) => void;
}) {
  if (findings.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Checks">
      {findings.map((finding) => {
        const part = quoted(text, finding);
        return (
          <li
            key={`${finding.rule}-${finding.span.start}-${finding.span.end}`}
            className="flex flex-col gap-2 rounded-xl border border-border bg-muted/40 px-3 py-2 text-sm sm:flex-row sm:items-start"
          >
            <span className="flex min-w-0 flex-1 items-start gap-2">
              <Badge tone={severityTones[finding.severity]}>{severityLabels[finding.severity]}</Badge>
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {part ? <mark className="mr-1 rounded bg-warning/20 px-1 text-foreground">{part}</mark> : null}
                <span className="text-muted-foreground">{finding.why}</span>
              </span>
            </span>
            {finding.fix ? (
              <Button size="sm" variant="outline" className="h-7 self-end px-2 sm:self-start" onClick={() => onApply(finding)}>
                <Wand2 aria-hidden="true" /> Apply fix<span className="sr-only">: {finding.fix.label}</span>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
