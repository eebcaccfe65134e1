import { dayLabel, formatCompactUsd, formatPrice, timeLabel } from '../writing/figures.ts';
import { scanFigures } from './figure-scanner.ts';

const MAGNITUDE = /\d\s?(?:thousand|million|billion|trillion|mn|bn|[KMBT])\b/;

const decimalsOf = (text: string) => /\.(\d+)/.exec(text)?.[1]?.length ?? 0;

/** `value` written the way `figure` was written (compact or full, signed or not, the same decimals). */
export function restate(figure: string, value: number): string {
  const [scanned] = scanFigures(figure);
  if (!scanned || scanned.class === 'date') return figure;
  const abs = Math.abs(value);
  const signed = scanned.sign !== null;
  const sign = signed ? (value < 0 ? '-' : '+') : '';
  switch (scanned.class) {
    case 'money':
      return `${sign}${MAGNITUDE.test(figure) ? formatCompactUsd(abs) : formatPrice(abs)}`;
    case 'percent':
      return `${sign}${abs.toFixed(decimalsOf(figure))}${/\s%/.test(figure) ? ' %' : '%'}`;
    case 'amount':
      if (MAGNITUDE.test(figure)) return formatCompactUsd(abs).replace('$', '');
      return abs.toLocaleString('en-US', { minimumFractionDigits: decimalsOf(figure), maximumFractionDigits: decimalsOf(figure) });
  }
}

/** A date figure moved to `iso`, keeping its shape: with the time ('Jan 15, 10:00 UTC'), with the year, or the ISO day. */
export function restateDate(figure: string, iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}/.test(figure)) return iso.slice(0, figure.length >= 16 ? 16 : 10).replace('T', figure.includes('T') ? 'T' : ' ');
  if (figure.includes(':')) return timeLabel(iso);
  if (/\d{4}/.test(figure)) return dayLabel(iso);
  return dayLabel(iso).replace(/, \d{4}$/, '');
}
