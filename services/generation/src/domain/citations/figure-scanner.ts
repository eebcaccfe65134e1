/**
 * Finds the figures a tweet states: dates, dollar amounts, percentages, amounts with a magnitude
 * (21M, 1.2 billion) and plain numbers that carry data (decimals, or 1,000 and more). Small whole
 * numbers ("3 things", "24h", "1/8") and bare years are prose, not figures, and are left alone.
 */
export type FigureClass = 'date' | 'money' | 'percent' | 'amount';

export interface ScannedFigure {
  start: number;
  end: number;
  text: string;
  class: FigureClass;
  /** The number it states (dates: null, see `day`). */
  value: number | null;
  /** Half of the last stated digit's unit: how far the true value may lie from `value` when rounded. */
  tolerance: number;
  /** The sign as written: '+' or '-' when the text says so, null otherwise. */
  sign: '+' | '-' | null;
  /** Dates: the day named (`month` 0-11; `year` null when the text gives none). */
  day: { year: number | null; month: number; date: number } | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MAGNITUDES: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  trillion: 1e12,
};

// Thousands groups are exactly three digits, so the comma in "$96,518, up 2%" ends the figure.
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const MAGNITUDE = String.raw`(?:\s?(?:thousand|million|billion|trillion|mn|bn|[KMBT])(?![A-Za-z]))`;
const MONTH_NAME = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?`;

const PATTERNS: readonly [FigureClass, string][] = [
  ['date', String.raw`\b${MONTH_NAME}\s\d{1,2}(?:st|nd|rd|th)?(?:,?\s\d{4})?(?:,?\s\d{1,2}:\d{2}(?:\s?UTC)?)?(?!\d)`],
  ['date', String.raw`\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?(?!\d)`],
  ['money', String.raw`(?<![\w.])[+\-−]?\$\s?(?:${NUMBER})${MAGNITUDE}?(?![\w])`],
  ['percent', String.raw`(?<![\w.])[+\-−]?(?:${NUMBER})\s?%`],
  ['amount', String.raw`(?<![\w.$])(?:${NUMBER})${MAGNITUDE}(?![\w])`],
  ['amount', String.raw`(?<![\w.$/])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d{4,})(?![\w/]|\.\d)`],
];

const scanner = new RegExp(PATTERNS.map(([, source]) => `(${source})`).join('|'), 'g');

function numberOf(text: string): { value: number; tolerance: number; sign: '+' | '-' | null } {
  const sign = /^\s*\+/.test(text) ? '+' : /^\s*[-−]/.test(text) ? '-' : null;
  const digits = /(\d[\d,]*(?:\.\d+)?)/.exec(text)?.[1] ?? '0';
  const unitWord = /(thousand|million|billion|trillion|mn|bn|[KMBT])\s*%?$/i.exec(text.trim())?.[1]?.toLowerCase();
  const multiplier = unitWord ? (MAGNITUDES[unitWord] ?? 1) : 1;
  const decimals = digits.includes('.') ? (digits.split('.')[1]?.length ?? 0) : 0;
  const magnitude = Number(digits.replace(/,/g, ''));
  const value = (sign === '-' ? -1 : 1) * magnitude * multiplier;
  return { value, tolerance: (0.5 * multiplier) / 10 ** decimals, sign };
}

function dayOf(text: string): ScannedFigure['day'] {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]) - 1, date: Number(iso[3]) };
  const named = /^([A-Za-z]{3})[a-z]*\.?\s(\d{1,2})(?:st|nd|rd|th)?(?:,?\s(\d{4}))?/.exec(text);
  if (!named) return null;
  return { year: named[3] ? Number(named[3]) : null, month: MONTHS.indexOf((named[1] ?? '').toLowerCase()), date: Number(named[2]) };
}

const isBareYear = (text: string) => /^(19|20)\d{2}$/.test(text);

export function scanFigures(text: string): ScannedFigure[] {
  const found: ScannedFigure[] = [];
  for (const match of text.matchAll(scanner)) {
    const groupIndex = match.slice(1).findIndex((g) => g !== undefined);
    const kind = PATTERNS[groupIndex]?.[0];
    const figure = match[0];
    if (!kind || match.index === undefined || (kind === 'amount' && isBareYear(figure))) continue;
    const span = { start: match.index, end: match.index + figure.length, text: figure, class: kind };
    if (kind === 'date') {
      const day = dayOf(figure);
      if (day && day.month >= 0) found.push({ ...span, value: null, tolerance: 0, sign: null, day });
      continue;
    }
    found.push({ ...span, ...numberOf(figure), day: null });
  }
  return found;
}
