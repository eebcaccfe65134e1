import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { libraryCsvColumns, type LibraryExportFormat, type LibraryItem } from '@chainscribe/contracts';
import { weightedLength } from '../writing/text.ts';

export const exportContentTypes: Readonly<Record<LibraryExportFormat, string>> = {
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

async function* jsonChunks(items: AsyncIterable<LibraryItem>, exportedAt: Date): AsyncGenerator<string> {
  yield `{"exportedAt":${JSON.stringify(exportedAt.toISOString())},"items":[`;
  let separator = '';
  for await (const item of items) {
    yield separator + JSON.stringify(item);
    separator = ',';
  }
  yield ']}\n';
}

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A heading a person recognises: the topic, else the start of the first tweet. */
function titleOf(item: LibraryItem): string {
  const source = item.topic ?? item.tweets[0]?.split('\n')[0] ?? '';
  const title = source.length > 80 ? `${source.slice(0, 79)}…` : source;
  return title || 'Untitled draft';
}

function markdownOf(item: LibraryItem): string {
  const facts = [
    `${capitalised(item.kind)}`,
    item.status,
    item.tone && `tone ${item.tone}`,
    item.hook && `hook ${item.hook}`,
    item.symbol && `$${item.symbol}`,
    `created ${item.createdAt}`,
    `id ${item.id}`,
  ].filter(Boolean);
  const count = item.tweets.length;
  const tweets = item.tweets.map((text, i) => (count > 1 ? `**${i + 1}/${count}**\n\n${text}` : text));
  return `## ${titleOf(item)}\n\n_${facts.join(' · ')}_\n\n${tweets.join('\n\n')}\n\n---\n\n`;
}

async function* markdownChunks(items: AsyncIterable<LibraryItem>, exportedAt: Date): AsyncGenerator<string> {
  yield `# Chainscribe library\n\nExported ${exportedAt.toISOString()}\n\n`;
  for await (const item of items) yield markdownOf(item);
}

/** One row per tweet, columns as `libraryCsvColumns`; quoting is csv-stringify's. */
async function* csvRows(items: AsyncIterable<LibraryItem>): AsyncGenerator<(string | number)[]> {
  for await (const item of items) {
    for (const [index, text] of item.tweets.entries()) yield [item.id, index + 1, text, weightedLength(text), item.createdAt];
  }
}

/**
 * Streams `items` to `out` in `format`, a batch at a time with backpressure: a 10,000-item
 * library is never held in memory. A client that goes away stops the read.
 */
export async function writeExport(format: LibraryExportFormat, items: AsyncIterable<LibraryItem>, out: Writable, exportedAt: Date) {
  if (format === 'csv') {
    await pipeline(Readable.from(csvRows(items)), stringify({ header: true, columns: [...libraryCsvColumns] }), out);
    return;
  }
  await pipeline(Readable.from(format === 'json' ? jsonChunks(items, exportedAt) : markdownChunks(items, exportedAt)), out);
}
