import type { Citation, DataPointKind, LintFinding } from '@chainscribe/contracts';

export const kindLabels: Readonly<Record<DataPointKind, string>> = {
  price: 'Price',
  change24h: '24h change',
  marketCap: 'Market cap',
  volume: '24h volume',
  fdv: 'Fully diluted valuation',
  tvl: 'Total value locked',
  supply: 'Circulating supply',
  turnover: 'Volume / market cap',
  date: 'Date read',
};

/** 'Jan 15, 10:00 UTC': the time a figure was read, in the same words the thread cites. */
export function readAtLabel(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const time = at.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

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
