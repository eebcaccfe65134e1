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
  const width = days.length * 10;
  const height = 100;
  const summary = `Activity over the last ${days.length} days: ${threadSum} ${threadSum === 1 ? 'thread' : 'threads'}${tweetsKnown ? ` and ${tweetSum} ${tweetSum === 1 ? 'tweet' : 'tweets'}` : ''}`;

  return (
    <figure className="flex flex-col gap-3">
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
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-44 w-full overflow-visible"
        >
          {[0, 0.5, 1].map((fraction) => (
            <line
              key={fraction}
              x1={0}
              x2={width}
              y1={height * fraction}
              y2={height * fraction}
              className="stroke-border"
              strokeWidth={0.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const threadHeight = (day.threads / top) * height;
            const tweetHeight = ((day.tweets ?? 0) / top) * height;
            const x = index * 10 + 2;
            return (
              <g key={day.date} data-date={day.date}>
                <title>{`${label(day.date)}: ${day.threads} ${day.threads === 1 ? 'thread' : 'threads'}${day.tweets === null ? '' : `, ${day.tweets} ${day.tweets === 1 ? 'tweet' : 'tweets'}`}`}</title>
                {/* A transparent full-height target so every day has a hover title, even empty ones. */}
                <rect x={index * 10} y={0} width={10} height={height} fill="transparent" />
                {tweetHeight > 0 ? (
                  <rect x={x} y={height - threadHeight - tweetHeight} width={6} height={tweetHeight} rx={1} className="fill-chain-400" />
                ) : null}
                {threadHeight > 0 ? (
                  <rect x={x} y={height - threadHeight} width={6} height={threadHeight} rx={1} className="fill-brand-500" />
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      {/* Each date sits under its own bar; weekly marks plus the last day, never crowding it. */}
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
