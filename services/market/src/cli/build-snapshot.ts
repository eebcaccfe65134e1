/**
 * Regenerates `src/data-access/market-snapshot.json`, the figures the market serves (labelled as
 * a dated snapshot) when no upstream answers. Run on a machine that reaches CoinGecko:
 *
 *   for p in 1 2; do curl -s "https://api.coingecko.com/api/v3/coins/markets?vs_currency=usd&per_page=250&page=$p" > /tmp/markets-$p.json; done
 *   node services/market/src/cli/build-snapshot.ts /tmp/markets-1.json /tmp/markets-2.json
 *
 * Keeps catalogue tokens only; refuses pages that are not in US dollars.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { z } from 'zod';
import { loadCatalogue } from '../data-access/catalogue.repository.ts';
import { snapshotFileSchema } from '../data-access/market-snapshot.repository.ts';
import { marketsRowSchema, snapshotFromMarkets } from './snapshot-from-markets.ts';

function main(): void {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: build-snapshot.ts <coins-markets page.json>...');
  const rows = files.flatMap((file) => z.array(marketsRowSchema).parse(JSON.parse(readFileSync(resolve(file), 'utf8'))));
  const from = `CoinGecko /coins/markets?vs_currency=usd (${files.map((f) => basename(f)).join(', ')})`;
  const snapshot = snapshotFileSchema.parse(snapshotFromMarkets(rows, loadCatalogue().tokens, from));
  const out = resolve(import.meta.dirname, '../data-access/market-snapshot.json');
  writeFileSync(out, `${JSON.stringify(snapshot, null, 2)}\n`);
  process.stdout.write(`build-snapshot: ${Object.keys(snapshot.tokens).length} tokens, taken ${snapshot.takenAt} → ${out}\n`);
}

main();
