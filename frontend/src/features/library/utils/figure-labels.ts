import type { Citation, LintFinding } from '@chainscribe/contracts';
import { kindLabels, readAtLabel } from '../../../components/figure-recheck/figure-labels.ts';

export function valueLabel(citation: Pick<Citation, 'kind' | 'value'>): string {
  if (citation.kind === 'date') return readAtLabel(new Date(citation.value).toISOString());
  const digits = Math.abs(citation.value) < 1 ? 8 : 2;
  const number = citation.value.toLocaleString('en-US', { maximumFractionDigits: digits });
  return citation.kind === 'change24h' || citation.kind === 'turnover' ? `${number}%` : number;
}

/** What a chip says to a screen reader and in its tooltip. */
export function citationSummary(citation: Citation): string {
  const snapshot = citation.snapshot ? ' (bundled snapshot, not live)' : '';
  return `${kindLabels[citation.kind]} from ${citation.source}${snapshot}: ${valueLabel(citation)}, read ${readAtLabel(citation.readAt)}`;
}

export const severityTones = { danger: 'danger', warning: 'warning', info: 'neutral' } as const satisfies Record<
  LintFinding['severity'],
  'danger' | 'warning' | 'neutral'
>;
export const severityLabels: Readonly<Record<LintFinding['severity'], string>> = { danger: 'Risk', warning: 'Check', info: 'Note' };

/** The tweet with a fix applied: its span replaced by its text. */
export const applyFixTo = (text: string, fix: NonNullable<LintFinding['fix']>): string =>
  text.slice(0, fix.start) + fix.text + text.slice(fix.end);
