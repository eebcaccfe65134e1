/** One scrape of a /metrics endpoint, read the way a PromQL selector would. */
export interface Scrape {
  text: string;
  /** The sum of every sample of `name` whose labels include all of `labels` (0 when none match). */
  value: (name: string, labels?: Record<string, string>) => number;
  /** Every label set `name` has in this scrape. */
  series: (name: string) => Record<string, string>[];
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseScrape(text: string): Scrape {
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => {
      const match = sampleLine.exec(line);
      if (!match?.[1]) return [];
      const labels: Record<string, string> = {};
      for (const pair of (match[2] ?? '').matchAll(labelPair)) if (pair[1]) labels[pair[1]] = pair[2] ?? '';
      return [{ name: match[1], labels, value: Number(match[3]) }];
    });
  const matching = (name: string, wanted: Record<string, string>) =>
    samples.filter((s) => s.name === name && Object.entries(wanted).every(([k, v]) => s.labels[k] === v));
  return {
    text,
    value: (name, labels = {}) => matching(name, labels).reduce((sum, s) => sum + s.value, 0),
    series: (name) => matching(name, {}).map((s) => s.labels),
  };
}

export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return parseScrape(await res.text());
}
