/**
 * The library page as one user's library grows to 10,000 items, on the real engines: the first
 * page, a page deep in the cursor, filters, a search as you type, and a whole-library CSV export.
 * Calls go through the API over HTTP with the gateway's signature, as in production. Needs the
 * engines (`npm run infra -- up`); uses its own database and topic prefix, dropped after.
 *
 * The list walks the user's index in Redis and reads the page's items by id (library-index.ts):
 * on FerretDB 1.x only `_id` lookups use an index. Items are seeded straight into MongoDB, so the
 * first call of each size also rebuilds the index (shown apart as "cold").
 *
 *   node services/generation/bench/library.bench.ts [sizes=1000,5000,10000] [calls=10]
 */
import { randomBytes } from 'node:crypto';
import { allTopics } from '@chainscribe/contracts';
import { connectMongo, connectRedis, createKafka, createLogger, kafkaSecurityOf, signIdentity } from '@chainscribe/service-kit';
import { startGeneration } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { createLibraryIndex } from '../src/data-access/library-index.ts';
import type { LibraryItemDoc } from '../src/data-access/library-item.model.ts';
import { encodeCursor } from '../src/domain/history.ts';
import { searchTextOf } from '../src/domain/library/search-text.ts';

const sizes = (process.argv[2] ?? '1000,5000,10000').split(',').map(Number);
const calls = Number(process.argv[3] ?? 10);
const itemCount = Math.max(...sizes);
const print = (line: string) => process.stdout.write(`${line}\n`);
const id = randomBytes(3).toString('hex');
const key = 'bench-internal-key-0123456789abcdefghijklmnop';
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  INTERNAL_AUTH_KEY: key,
  ACCOUNTS_INTERNAL_KEY: key,
  MARKET_INTERNAL_KEY: key,
  RESEARCH_INTERNAL_KEY: key,
  PORT: '0',
  MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27117',
  MONGO_DB: `bench_library_${id}`,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:16379',
  REDIS_KEY_PREFIX: `bench:${id}:`,
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:19092',
  KAFKA_TOPIC_PREFIX: `bench.${id}.`,
  ...(process.env.KAFKA_USERNAME && process.env.KAFKA_PASSWORD
    ? { KAFKA_USERNAME: process.env.KAFKA_USERNAME, KAFKA_PASSWORD: process.env.KAFKA_PASSWORD }
    : {}),
};
const config = configSchema.parse(env);
const logger = createLogger('bench', 'silent');
const userId = `bench-user-${id}`;
const identity = { userId, email: 'bench@example.com', sessionId: 'bench' };
const tones = ['educational', 'calm', 'degen', 'hype', 'shill'] as const;
const symbols = ['BTC', 'ETH', 'SOL', 'PEPE', 'ARB', null] as const;
const words = ['rollups', 'staking', 'liquidity', 'airdrop', 'validators', 'bridges', 'memecoins', 'governance', 'oracles', 'gas'];

/** A realistic item: 5–8 tweets of about 200 characters; one item in a hundred mentions "zkevm". */
function itemOf(i: number, start: number): LibraryItemDoc {
  const tweets = Array.from({ length: 5 + (i % 4) }, (_, t) =>
    `${t + 1}/ ${words[(i + t) % words.length]} ${i % 100 === 0 ? 'zkEVM ' : ''}`.padEnd(200, ' and more about it'),
  );
  const base = { tweets, topic: `${words[i % words.length]} explained`, symbol: symbols[i % symbols.length] ?? null };
  const createdAt = new Date(start - i * 60_000);
  return {
    _id: `bench-${String(i).padStart(6, '0')}`,
    userId,
    kind: i % 3 === 0 ? 'tweet' : 'thread',
    status: 'ready',
    ...base,
    tone: tones[i % tones.length] ?? null,
    hook: 'question',
    length: 8,
    searchText: searchTextOf(base),
    origin: 'generated',
    createdAt,
    updatedAt: createdAt,
    version: 1,
    deletedAt: null,
  };
}

const bus = createKafka({
  brokers: config.KAFKA_BROKERS,
  clientId: 'bench',
  topicPrefix: config.KAFKA_TOPIC_PREFIX,
  logger,
  ...kafkaSecurityOf(config),
});
await bus.ensureTopics(allTopics, { partitions: 1 });
const api = await startGeneration(config);
const db = await connectMongo(config.MONGO_URL, config.MONGO_DB, logger, { operationTimeoutMs: 60_000 });
const redis = await connectRedis(config.REDIS_URL, logger);
const index = createLibraryIndex(redis, config.REDIS_KEY_PREFIX);

const start = Date.now();
const items = Array.from({ length: itemCount }, (_, i) => itemOf(i, start));

async function get(target: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${api.url}${target}`, { headers: signIdentity(key, { method: 'GET', target }, identity) });
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

async function measure(label: string, target: string): Promise<void> {
  const samples: number[] = [];
  let refused = 0;
  let refusal = '';
  for (let i = 0; i < calls; i++) {
    const { ms, status, body } = await get(target);
    if (status === 200) samples.push(ms);
    else {
      refused++;
      refusal = `${status} ${body.slice(0, 160)}`;
    }
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => (samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? NaN).toFixed(0);
  const failures = refused > 0 ? `   ${refused}/${calls} refused, e.g. ${refusal}` : '';
  print(`  ${label.padEnd(44)} p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms${failures}`);
}

/** Autosave: PATCH with If-Match, each save on top of the last (a new version every time); a 503 may still have saved. */
async function measureSaves(itemId: string): Promise<void> {
  const target = `/api/library/${itemId}`;
  const current = await fetch(`${api.url}${target}`, { headers: signIdentity(key, { method: 'GET', target }, identity) });
  let version = Number((current.headers.get('etag') ?? '"1"').replaceAll('"', ''));
  const samples: number[] = [];
  let refusal = '';
  for (let i = 0; i < calls; i++) {
    const body = JSON.stringify({ tweets: [`edit ${i} of the bench`, 'second tweet'] });
    const started = performance.now();
    const res = await fetch(`${api.url}${target}`, {
      method: 'PATCH',
      headers: {
        ...signIdentity(key, { method: 'PATCH', target, body }, identity),
        'content-type': 'application/json',
        'if-match': `"${version}"`,
      },
      body,
    });
    const answer = await res.text();
    if (res.status !== 200) {
      refusal = `${res.status} ${answer.slice(0, 120)}`;
      // As the editor does: a 412 carries the stored item, whose version the next save names.
      if (res.status === 412) version = (JSON.parse(answer) as { current: { version: number } }).current.version;
      continue;
    }
    samples.push(performance.now() - started);
    version++;
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => (samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? NaN).toFixed(0);
  print(
    `  ${'save an edit (PATCH, If-Match, new version)'.padEnd(44)} p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   ${samples.length}/${calls} saved${refusal ? `, e.g. ${refusal}` : ''}`,
  );
}

/** Reads the CSV as it arrives: the first byte shows the export streams rather than builds a file. */
async function measureExport(): Promise<void> {
  const started = performance.now();
  const target = '/api/library/export?format=csv';
  const res = await fetch(`${api.url}${target}`, { headers: signIdentity(key, { method: 'GET', target }, identity) });
  let bytes = 0;
  let firstByteMs = 0;
  // A stream the service ends early (a batch past its deadline) is a figure to print, not a crash of the bench.
  let cut = '';
  try {
    for await (const chunk of res.body ?? []) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (chunk as Uint8Array).length;
    }
  } catch (err) {
    cut = `, cut off: ${(err as Error).message}`;
  }
  const total = (performance.now() - started).toFixed(0);
  print(
    `  ${'export, whole library as CSV'.padEnd(44)} ${res.status}: first byte ${firstByteMs.toFixed(0)} ms, all ${total} ms, ${(bytes / 1e6).toFixed(1)} MB${cut}`,
  );
}

try {
  let seeded = 0;
  for (const size of sizes) {
    for (; seeded < size; seeded += 500)
      await db.collection('library_items').insertMany(items.slice(seeded, Math.min(size, seeded + 500)) as never[]);
    seeded = size;
    const middle = items[Math.floor(size / 2)];
    const deepCursor = middle ? encodeCursor({ createdAt: middle.createdAt, id: middle._id }) : '';
    print(`\nLibrary of ${size} items of one user, ${calls} calls each`);
    await index.drop(userId);
    const cold = await get('/api/library?limit=20');
    print(`  ${'first page, cold (index rebuilt from MongoDB)'.padEnd(44)} ${cold.status}: ${cold.ms.toFixed(0)} ms`);
    await measure('first page (20, newest first)', '/api/library?limit=20');
    await measure(`deep page (after item ${Math.floor(size / 2)})`, `/api/library?limit=20&cursor=${deepCursor}`);
    await measure('filter (kind=tweet, tone=degen)', '/api/library?limit=20&kind=tweet&tone=degen');
    await measure(
      'filter (symbol=ETH, from a date)',
      `/api/library?limit=20&symbol=ETH&from=${new Date(start - 86_400_000).toISOString()}`,
    );
    await measure('search as you type (q=zkevm, 1% match)', '/api/library?limit=20&q=zkevm');
    await measure('search, two words (q=rollups more)', '/api/library?limit=20&q=rollups%20more');
    if (middle) await measure('open one item (the editor, by id)', `/api/library/${middle._id}`);
    if (middle) await measureSaves(middle._id);
    await measureExport();
  }
} finally {
  await index.drop(userId);
  await redis.quit();
  await db.dropDatabase();
  await db.close();
  await api.stop('bench');
  await bus.disconnect();
}
