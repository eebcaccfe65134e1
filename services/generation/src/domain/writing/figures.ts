/**
 * Market figures as they may appear in a tweet. Every figure printed comes from the market
 * service's answer, formatted here, and is stated with its source and time: nothing is invented.
 */
export interface MarketFacts {
  symbol: string;
  name: string | null;
  price: number | null;
  change24h: number | null;
  marketCap: number | null;
  volume24h: number | null;
  sentiment: { label: 'bullish' | 'neutral' | 'bearish'; score: number; source: string } | null;
  /** Display name of the data source, e.g. 'CoinGecko'. */
  source: string;
  /** When the figures were observed (ISO). */
  asOf: string;
  /**
   * The market's bundled snapshot, not a live read: often days old, so it is cited with its date
   * ("as of May 2, 2025, from a bundled snapshot") and never called current.
   */
  snapshot?: boolean;
  /** Fully diluted valuation and circulating supply, when the market reports them (cited, not yet written by the template). */
  fdv?: number | null;
  supply?: number | null;
}

const group = (n: number, decimals: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

export function formatPrice(value: number): string {
  if (value >= 10_000) return `$${group(value, 0)}`;
  if (value >= 1) return `$${group(value, 2)}`;
  if (value === 0) return '$0';
  // Sub-dollar tokens: four significant digits, so $0.00001234 keeps its meaning.
  return `$${value.toPrecision(4).replace(/0+$/, '').replace(/\.$/, '')}`;
}

export function formatCompactUsd(value: number): string {
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) {
    if (value >= size) return `$${trimZeros((value / size).toFixed(value / size >= 100 ? 0 : 1))}${unit}`;
  }
  return formatPrice(value);
}

export function formatChange(percent: number): string {
  const rounded = Math.abs(percent) < 0.005 ? 0 : percent;
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${Math.abs(rounded).toFixed(2)}%`;
}

export const formatPercent = (percent: number): string => `${trimZeros(percent.toFixed(1))}%`;

const trimZeros = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jan 15, 10:00 UTC'. */
export function timeLabel(iso: string): string {
  const at = new Date(iso);
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `${months[at.getUTCMonth()] ?? ''} ${at.getUTCDate()}, ${hh}:${mm} UTC`;
}

/** 'May 2, 2025': a snapshot can be from another year, so its date carries one. */
export function dayLabel(iso: string): string {
  const at = new Date(iso);
  return `${months[at.getUTCMonth()] ?? ''} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}

/**
 * What a tweet with a figure must carry: 'CoinGecko, Jan 15, 10:00 UTC', or for snapshot figures
 * 'as of May 2, 2025, from a bundled snapshot'.
 */
export const attributionOf = (facts: Pick<MarketFacts, 'source' | 'asOf' | 'snapshot'>): string =>
  facts.snapshot ? `as of ${dayLabel(facts.asOf)}, from a bundled snapshot` : `${facts.source}, ${timeLabel(facts.asOf)}`;

/** Share of the market cap traded in 24h, when both figures exist. */
export function turnoverPercent(facts: MarketFacts): number | null {
  if (facts.volume24h === null || facts.marketCap === null || facts.marketCap <= 0) return null;
  return (facts.volume24h / facts.marketCap) * 100;
}

/** Every figure the writer may print for these facts, formatted exactly as printed. */
export function allowedFigures(facts: MarketFacts): string[] {
  const out: string[] = [];
  if (facts.price !== null) out.push(formatPrice(facts.price));
  if (facts.change24h !== null)
    out.push(formatChange(facts.change24h), formatPercent(Math.abs(facts.change24h)), `${Math.abs(facts.change24h).toFixed(2)}%`);
  if (facts.marketCap !== null) out.push(formatCompactUsd(facts.marketCap));
  if (facts.volume24h !== null) out.push(formatCompactUsd(facts.volume24h));
  const turnover = turnoverPercent(facts);
  if (turnover !== null) out.push(formatPercent(turnover));
  return out.map(normalizeFigure);
}

// A dollar amount ($187.42, $91.2B, $ 3,120) or a percentage (+3.21%, 4.9 %). Thousands groups are
// exactly three digits, so the comma after "$96,518, 24h change…" is punctuation, not part of the figure.
const figurePattern = /\$\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?[KMBT]\b)?|[+\-−]?\d+(?:[.,]\d+)?\s?%/gi;

export const normalizeFigure = (figure: string): string => figure.replace(/\s/g, '').replace('−', '-').replace(/^\+/, '').toUpperCase();

/** Price-like figures in a text: dollar amounts and percentages. */
export const figuresIn = (text: string): string[] => [...text.matchAll(figurePattern)].map((m) => m[0]);
