/**
 * How fast token search answers, for the picker that searches on every keystroke (after a 300 ms
 * debounce). Two numbers: the in-memory index alone, and the HTTP route over loopback (the route
 * touches neither Redis nor upstreams, so nothing else needs to run).
 *
 *   node services/market/bench/search.bench.ts [seconds-per-measure]
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { searchTokens } from '@chainscribe/contracts';
import { loadCatalogue } from '../src/data-access/catalogue.repository.ts';
import { createSearchPrices } from '../src/domain/search-prices.ts';
import { createTokenSearch } from '../src/domain/token-search.ts';
import { tokensRoutes } from '../src/entry-points/api/tokens.routes.ts';

const seconds = Number(process.argv[2] ?? 1.5);
const print = (line: string) => process.stdout.write(`${line}\n`);

// What people type, keystroke by keystroke (2+ characters fire a search).
const words = [
  'ethereum',
  'pepe',
  'bitcoin',
  'solana',
  'chainlink',
  'usdc',
  'uniswap',
  'dogwifhat',
  'render',
  'arbitrum',
  'xyzzy',
  'staked',
];
const queries = words.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));

const catalogue = loadCatalogue();
let started = process.hrtime.bigint();
const index = createTokenSearch(catalogue.tokens);
const buildMs = Number(process.hrtime.bigint() - started) / 1e6;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

// Index alone: rounds over every keystroke query until the time is up.
for (let i = 0; i < 2000; i++) index.search(queries[i % queries.length] ?? 'et', 15);
let operations = 0;
const latencies: number[] = [];
const deadline = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
while (process.hrtime.bigint() < deadline) {
  for (const query of queries) {
    started = process.hrtime.bigint();
    index.search(query, 15);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e3);
    operations++;
  }
}
latencies.sort((a, b) => a - b);
print(`catalogue: ${catalogue.tokens.length} tokens; index built in ${buildMs.toFixed(2)} ms`);
print(
  `index:  ${Math.round(operations / seconds).toLocaleString('en-US')} searches/s over ${queries.length} keystroke queries ` +
    `(p50 ${percentile(latencies, 50).toFixed(1)} µs, p99 ${percentile(latencies, 99).toFixed(1)} µs)`,
);

// The route over HTTP: 16 clients searching concurrently.
const app = express();
app.use(
  tokensRoutes({
    catalogue,
    search: index,
    prices: createSearchPrices({
      coingecko: null,
      logger: { warn: () => {}, debug: () => {} },
      now: Date.now,
      ttlMs: 60_000,
      minIntervalMs: 10_000,
      batchSize: 100,
    }),
  }),
);
const server = app.listen(0, '127.0.0.1');
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const httpLatencies: number[] = [];
let requests = 0;
const httpDeadline = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: 16 }, async (_, client) => {
    for (let i = client; Date.now() < httpDeadline; i++) {
      const begin = process.hrtime.bigint();
      const response = await fetch(
        `${base}${searchTokens.path}?q=${encodeURIComponent(queries[i % queries.length] ?? 'et')}&limit=15&source=all`,
      );
      await response.json();
      httpLatencies.push(Number(process.hrtime.bigint() - begin) / 1e6);
      requests++;
    }
  }),
);
server.close();
httpLatencies.sort((a, b) => a - b);
print(
  `http:   ${Math.round(requests / seconds).toLocaleString('en-US')} requests/s with 16 concurrent clients ` +
    `(p50 ${percentile(httpLatencies, 50).toFixed(2)} ms, p99 ${percentile(httpLatencies, 99).toFixed(2)} ms)`,
);
