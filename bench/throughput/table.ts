import { writeFileSync } from 'node:fs';

/** One line of the table: a figure, what it is compared with, and the goal it is held to. */
export interface Row {
  figure: string;
  value: number;
  unit: string;
  reference?: { what: string; value: number } | undefined;
  /** value / reference, when the goal is about a ratio. */
  ratio?: number | undefined;
  goal: string;
  met?: boolean | undefined;
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

export function printTable(rows: Row[], print: (line: string) => void): void {
  const lines = rows.map((r) => [
    r.figure,
    `${fmt(r.value)} ${r.unit}`,
    r.reference ? `${fmt(r.reference.value)} (${r.reference.what})` : '',
    r.ratio !== undefined ? `${(r.ratio * 100).toFixed(0)} %` : '',
    r.goal,
    r.met === undefined ? '' : r.met ? 'met' : 'NOT met',
  ]);
  const header = ['figure', 'value', 'reference', 'ratio', 'goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' │ ');
  print(row(header));
  print(widths.map((w) => '─'.repeat(w)).join('─┼─'));
  for (const l of lines) print(row(l));
}

export function writeResults(path: string, figures: Record<string, number>, rows: Row[]): void {
  writeFileSync(path, `${JSON.stringify({ measuredAt: new Date().toISOString(), figures, table: rows }, null, 2)}\n`);
}
