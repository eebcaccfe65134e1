import type { Citation, DataPoint, DataPointKind, UnverifiedFigure } from '@chainscribe/contracts';
import { scanFigures, type FigureClass, type ScannedFigure } from './figure-scanner.ts';

/**
 * Ties every figure a thread states to the data point it came from. Works on the text alone and
 * the points the writer was given, so it holds for any writer (template or model) and for the
 * creator's own edits: a figure no point explains is returned as unverified.
 */
export interface CitedText {
  citations: Citation[];
  unverifiedFigures: UnverifiedFigure[];
}

/** Which kinds of point a figure of each class may state, most likely first. */
const kindsFor: Readonly<Record<Exclude<FigureClass, 'date'>, readonly DataPointKind[]>> = {
  money: ['price', 'marketCap', 'volume', 'fdv', 'tvl'],
  percent: ['change24h', 'turnover'],
  amount: ['supply', 'marketCap', 'volume', 'fdv', 'tvl', 'price'],
};

/** A little slack beyond the rounding, for values that went through floating point on the way. */
const RELATIVE_SLACK = 1e-3;

function numericMatch(figure: ScannedFigure, point: DataPoint): number | null {
  if (figure.value === null) return null;
  const signed = figure.sign !== null;
  // "down 3.4%" states a negative change without a sign; an explicit sign must agree.
  if (signed && Math.sign(point.value) !== 0 && Math.sign(point.value) !== Math.sign(figure.value)) return null;
  const stated = signed ? figure.value : Math.abs(figure.value);
  const actual = signed ? point.value : Math.abs(point.value);
  const distance = Math.abs(stated - actual);
  const allowed = figure.tolerance + Math.abs(actual) * RELATIVE_SLACK;
  return distance <= allowed ? distance / Math.max(Math.abs(actual), Number.EPSILON) : null;
}

function dateMatch(figure: ScannedFigure, point: DataPoint): number | null {
  const day = figure.day;
  if (!day) return null;
  const at = new Date(point.value);
  const same = at.getUTCMonth() === day.month && at.getUTCDate() === day.date && (day.year === null || at.getUTCFullYear() === day.year);
  return same ? 0 : null;
}

/** The best point for a figure: the kinds its class allows, in order, then the closest value. */
export function pointFor(figure: ScannedFigure, points: readonly DataPoint[]): DataPoint | null {
  if (figure.class === 'date') return points.find((p) => p.kind === 'date' && dateMatch(figure, p) !== null) ?? null;
  let best: { point: DataPoint; rank: number; error: number } | null = null;
  const kinds = kindsFor[figure.class];
  for (const point of points) {
    const rank = kinds.indexOf(point.kind);
    if (rank < 0) continue;
    const error = numericMatch(figure, point);
    if (error === null) continue;
    // Newer reads win ties, so a re-checked figure cites its latest read.
    const better = !best || rank < best.rank || (rank === best.rank && (error < best.error || point.readAt > best.point.readAt));
    if (better) best = { point, rank, error };
  }
  return best?.point ?? null;
}

export function citeThread(tweets: readonly string[], points: readonly DataPoint[]): CitedText {
  const citations: Citation[] = [];
  const unverifiedFigures: UnverifiedFigure[] = [];
  tweets.forEach((text, tweet) => {
    for (const figure of scanFigures(text)) {
      const span = { tweet, start: figure.start, end: figure.end, text: figure.text.slice(0, 100) };
      const point = pointFor(figure, points);
      if (!point) {
        unverifiedFigures.push(span);
        continue;
      }
      const { kind, source, value, readAt, snapshot } = point;
      citations.push({ ...span, kind, source, value, readAt, snapshot });
    }
  });
  return { citations, unverifiedFigures };
}
