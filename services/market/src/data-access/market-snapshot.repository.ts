import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isoDateTimeSchema } from '@chainscribe/contracts';

/** Figures for one token as the bundled snapshot recorded them, with when they were taken. */
export interface SnapshotFigures {
  price: number;
  change24h: number | null;
  marketCap: number | null;
  volume24h: number | null;
  fullyDilutedValuation: number | null;
  circulatingSupply: number | null;
  asOf: string;
}

export interface MarketSnapshot {
  takenAt: string;
  find(symbol: string): SnapshotFigures | null;
}

const amount = z.number().nonnegative().nullable();

export const snapshotFileSchema = z.object({
  takenAt: isoDateTimeSchema,
  /** Which upstream answer the figures were copied from, for reviewers; not served. */
  from: z.string().min(1),
  tokens: z.record(
    z.string().regex(/^[A-Z0-9]{1,20}$/),
    z.object({
      price: z.number().nonnegative(),
      change24h: z.number().nullable(),
      marketCap: amount,
      volume24h: amount,
      fullyDilutedValuation: amount,
      circulatingSupply: amount,
      asOf: isoDateTimeSchema,
    }),
  ),
});
export type SnapshotFile = z.infer<typeof snapshotFileSchema>;

export function createMarketSnapshot(file: SnapshotFile): MarketSnapshot {
  return { takenAt: file.takenAt, find: (symbol) => file.tokens[symbol.toUpperCase()] ?? null };
}

/** Reads and validates the bundled file; a broken file stops the start instead of serving bad figures. */
export function loadMarketSnapshot(url = new URL('./market-snapshot.json', import.meta.url)): MarketSnapshot {
  return createMarketSnapshot(snapshotFileSchema.parse(JSON.parse(readFileSync(url, 'utf8'))));
}
