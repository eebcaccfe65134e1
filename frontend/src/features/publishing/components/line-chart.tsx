export interface ChartSeries {
  name: string;
  /** A Tailwind stroke class, e.g. `stroke-brand-500`. */
  className: string;
  points: { at: string; value: number }[];
}

const W = 300;
const H = 100;

/** Lines over time, scaled to the largest value; the summary names the latest figures for screen readers. */
export function LineChart({ series, summary }: { series: ChartSeries[]; summary: string }) {
  const all = series.flatMap((s) => s.points);
  const times = all.map((p) => Date.parse(p.at));
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const top = Math.max(1, ...all.map((p) => p.value));
  const x = (at: string) => (last === first ? W / 2 : ((Date.parse(at) - first) / (last - first)) * W);
  const y = (value: number) => H - (value / top) * (H - 4) - 2;
  return (
    <figure className="flex flex-col gap-2">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="h-40 w-full overflow-visible">
        {[0, 0.5, 1].map((f) => (
          <line
            key={f}
            x1={0}
            x2={W}
            y1={y(top * f)}
            y2={y(top * f)}
            className="stroke-border"
            strokeWidth={0.5}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.map((s) => (
          <polyline
            key={s.name}
            fill="none"
            className={s.className}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            points={s.points.map((p) => `${x(p.at)},${y(p.value)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" className="size-3" viewBox="0 0 10 10">
              <line x1={0} x2={10} y1={5} y2={5} className={s.className} strokeWidth={3} />
            </svg>
            {s.name}
          </span>
        ))}
        <span className="ml-auto tabular-nums">max {top.toLocaleString('en-US')}</span>
      </figcaption>
    </figure>
  );
}

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** Shown at the bar's end, e.g. "4.2% · 3 posts". */
  note: string;
}

/** Horizontal bars, longest = largest value: readable on a phone without an axis. */
export function BarList({ bars, label }: { bars: Bar[]; label: string }) {
  const top = Math.max(0, ...bars.map((b) => b.value));
  if (bars.length === 0) return <p className="text-sm text-muted-foreground">No posts yet.</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {bars.map((bar) => (
        <li key={bar.key} className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-3 text-sm">
          <span className="truncate text-muted-foreground">{bar.label}</span>
          <span className="flex items-center gap-2">
            <span className="h-2.5 rounded-full bg-brand-500" style={{ width: `${top > 0 ? Math.max(2, (bar.value / top) * 100) : 2}%` }} />
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{bar.note}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
