const usd = (maximumFractionDigits: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits });

/** $64,250.12 — or, below a cent, enough digits to show the price at all (meme tokens). */
export function formatUsd(value: number): string {
  if (value === 0) return '$0.00';
  if (Math.abs(value) < 0.01) return `$${value.toFixed(Math.min(20, 2 - Math.floor(Math.log10(Math.abs(value)))))}`;
  return usd(value < 1 ? 4 : 2).format(value);
}

/** $1.2B, $350.4M, $12.5K */
export function formatCompactUsd(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** +2.35% / -1.20% */
export function formatChange(value: number): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;
}
