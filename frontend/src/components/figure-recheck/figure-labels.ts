import type { DataPointKind } from '@chainscribe/contracts';

export const kindLabels: Readonly<Record<DataPointKind, string>> = {
  price: 'Price',
  change24h: '24h change',
  marketCap: 'Market cap',
  volume: '24h volume',
  fdv: 'Fully diluted valuation',
  tvl: 'Total value locked',
  supply: 'Circulating supply',
  turnover: 'Volume / market cap',
  date: 'Date read',
};

/** 'Jan 15, 10:00 UTC': the time a figure was read, in the same words the thread cites. */
export function readAtLabel(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const time = at.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}
