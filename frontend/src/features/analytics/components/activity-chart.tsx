import { cn } from '../../../lib/utils.ts';

export interface DayActivity {
  date: string;
  threads: number;
  /** Null when only thread history is known (the fallback). */
  tweets: number | null;
}

const label = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Rounds the axis up to a readable, even top value (2, 4, 6, 10, 20, 40, …), so the middle line is a whole number. */
function niceMax(value: number): number {
  if (value <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 6, 10].find((factor) => factor * power >= value && (factor * power) % 2 === 0) ?? 10;
  return step * power;
}

const plural = (count: number, word: string): string => `${count} ${count === 1 ? word : `${word}s`}`;

const BAR_SLOT = 10;
const CHART_HEIGHT = 100;

/** One day's stacked bar with its hover title. */
function DayBar({ day, index, top }: { day: DayActivity; index: number; top: number }) {
  const threadHeight = (day.threads / top) * CHART_HEIGHT;
  const tweetHeight = ((day.tweets ?? 0) / top) * CHART_HEIGHT;
  const x = index * BAR_SLOT + 2;
  return (
    <g data-date={day.date}>
      <title>{`${label(day.date)}: ${plural(day.threads, 'thread')}${day.tweets === null ? '' : `, ${plural(day.tweets, 'tweet')}`}`}</title>
      {/* A transparent full-height target so every day has a hover title, even empty ones. */}
      <rect x={index * BAR_SLOT} y={0} width={BAR_SLOT} height={CHART_HEIGHT} fill="transparent" />
      {tweetHeight > 0 ? (
        <rect x={x} y={CHART_HEIGHT - threadHeight - tweetHeight} width={6} height={tweetHeight} rx={1} className="fill-chain-400" />
      ) : null}
      {threadHeight > 0 ? (
        <rect x={x} y={CHART_HEIGHT - threadHeight} width={6} height={threadHeight} rx={1} className="fill-brand-500" />
      ) : null}
    </g>
  );
}

/** The bars over three grid lines, with the axis values beside them. */
function ChartBars({ days, top, summary }: { days: DayActivity[]; top: number; summary: string }) {
  const width = days.length * BAR_SLOT;
  return (
    <div className="flex gap-1">
      <div
        className="flex h-44 w-6 shrink-0 flex-col justify-between py-px text-right text-[0.7rem] text-muted-foreground tabular-nums"
        aria-hidden="true"
      >
        <span>{top}</span>
        <span>{top / 2}</span>
        <span>0</span>
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="h-44 w-full overflow-visible"
      >
        {[0, 0.5, 1].map((fraction) => (
          <line
            key={fraction}
            x1={0}
            x2={width}
            y1={CHART_HEIGHT * fraction}
            y2={CHART_HEIGHT * fraction}
            className="stroke-border"
            strokeWidth={0.5}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {days.map((day, index) => (
          <DayBar key={day.date} day={day} index={index} top={top} />
        ))}
      </svg>
    </div>
  );
}

/** Each date sits under its own bar; weekly marks plus the last day, never crowding it. */
function DateAxis({ days }: { days: DayActivity[] }) {
  return (
    <div className="relative ml-7 h-4 text-[0.7rem] text-muted-foreground" aria-hidden="true">
      {days.map((day, index) => {
        const last = index === days.length - 1;
        if (!last && (index % 7 !== 0 || days.length - 1 - index < 4)) return null;
        return (
          <span
            key={day.date}
            className={cn('absolute top-0 whitespace-nowrap', last ? 'right-0' : '-translate-x-1/2')}
            style={last ? undefined : { left: `${((index + 0.5) / days.length) * 100}%` }}
          >
            {label(day.date)}
          </span>
        );
      })}
    </div>
  );
}

/**
 * The last 30 UTC days as stacked bars (threads below, tweets above), drawn in SVG with the
 * labels in HTML so they stay legible at phone widths.
 */
export function ActivityChart({ days }: { days: DayActivity[] }) {
  const totals = days.map((day) => day.threads + (day.tweets ?? 0));
  const top = niceMax(Math.max(0, ...totals));
  const threadSum = days.reduce((sum, day) => sum + day.threads, 0);
  const tweetsKnown = days.some((day) => day.tweets !== null);
  const tweetSum = days.reduce((sum, day) => sum + (day.tweets ?? 0), 0);
  const summary = `Activity over the last ${days.length} days: ${plural(threadSum, 'thread')}${tweetsKnown ? ` and ${plural(tweetSum, 'tweet')}` : ''}`;

  return (
    <figure className="flex flex-col gap-3">
      <ChartBars days={days} top={top} summary={summary} />
      <DateAxis days={days} />
      <figcaption className="flex flex-wrap items-center gap-4 pl-7 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-500" /> Threads ({threadSum})
        </span>
        {tweetsKnown ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-chain-400" /> Tweets ({tweetSum})
          </span>
        ) : (
          <span>Tweet counts are not available right now.</span>
        )}
      </figcaption>
    </figure>
  );
}
