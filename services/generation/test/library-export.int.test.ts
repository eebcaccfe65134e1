import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import twitter from 'twitter-text';
import { libraryCsvColumns, libraryExportJsonSchema, libraryPageSchema, type LibraryItem } from '@chainscribe/contracts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { libraryClient } from './support/library-client.ts';

const writer = identityOf('library-exporter');
const tricky = 'Quotes "like this", commas, a\nnew line, emoji 🚀🚀 and a link https://example.com/a?b=1,2';

describe('library export: Markdown, CSV and JSON, whole library and one item', () => {
  let sys: GenerationSystem;
  let lib: ReturnType<typeof libraryClient>;
  let items: LibraryItem[];
  let binned: LibraryItem;
  beforeAll(async () => {
    sys = await startGenerationSystem('library-export', { workers: 0 });
    lib = libraryClient(sys);
    await lib.create(writer, {
      kind: 'thread',
      tweets: ['Thread opener on $ETH', tricky, 'Closing tweet'],
      topic: 'ETH staking',
      symbol: 'eth',
    });
    await lib.create(writer, { kind: 'tweet', text: 'A single tweet, ünïcödé included' });
    binned = await lib.create(writer, { tweets: ['this one is in the trash'] });
    await lib.call('DELETE', `/api/library/${binned.id}`, writer);
    await lib.create(identityOf('someone-else'), { tweets: ['not yours to export'] });
    items = libraryPageSchema.parse((await lib.call('GET', '/api/library', writer)).json).items;
  });
  afterAll(async () => {
    await sys?.stop();
  });

  it('when the library is exported as CSV, then each tweet is one row with X weighted length, and it parses back exactly', async () => {
    const res = await lib.call('GET', '/api/library/export?format=csv', writer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="chainscribe-library-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse<Record<string, string>>(res.text, { columns: true });
    expect(Object.keys(rows[0] ?? {})).toEqual([...libraryCsvColumns]);
    // The whole library comes in storage order (one streamed pass), not page order.
    const byId = (a: { item_id?: string; id?: string }, b: { item_id?: string; id?: string }) =>
      (a.item_id ?? a.id ?? '').localeCompare(b.item_id ?? b.id ?? '');
    const expected = [...items].sort(byId).flatMap((item) =>
      item.tweets.map((text, i) => ({
        item_id: item.id,
        position: String(i + 1),
        text,
        weighted_length: String(twitter.parseTweet(text).weightedLength),
        created_at: item.createdAt,
      })),
    );
    expect([...rows].sort((a, b) => byId(a, b) || Number(a['position']) - Number(b['position']))).toEqual(expected);
    expect(rows.some((r) => r['text'] === tricky)).toBe(true);
    expect(rows.map((r) => r['text'])).not.toContain('this one is in the trash');
    expect(rows.map((r) => r['text'])).not.toContain('not yours to export');
  });

  it('when the library is exported as JSON, then it holds every library item without the trash', async () => {
    const res = await lib.call('GET', '/api/library/export?format=json', writer);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/filename="chainscribe-library-[\d-]+\.json"/);
    const body = libraryExportJsonSchema.parse(res.json);
    expect([...body.items].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...items].sort((a, b) => a.id.localeCompare(b.id)));
    expect(body.items.map((i) => i.id)).not.toContain(binned.id);
  });

  it('when the library is exported as Markdown, then each item is a section with its facts and every tweet in order', async () => {
    const res = await lib.call('GET', '/api/library/export?format=md', writer);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const md = res.text;
    expect(md.startsWith('# Chainscribe library\n')).toBe(true);
    expect(md).toContain('## ETH staking\n');
    expect(md).toContain('$ETH');
    expect(md).toContain(`**2/3**\n\n${tricky}`);
    expect(md.indexOf('Thread opener on $ETH')).toBeLessThan(md.indexOf('Closing tweet'));
    expect(md).toContain('## A single tweet, ünïcödé included');
    expect(md).not.toContain('this one is in the trash');
    expect(md.match(/^## /gm)).toHaveLength(items.length);
  });

  it('when one item is exported, then only that item is in the file, in every format', async () => {
    const thread = items.find((i) => i.kind === 'thread');
    if (!thread) throw new Error('seeded thread missing');
    const csv = await lib.call('GET', `/api/library/${thread.id}/export?format=csv`, writer);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="chainscribe-${thread.id}.csv"`);
    expect(parse<Record<string, string>>(csv.text, { columns: true }).map((r) => r['text'])).toEqual(thread.tweets);
    const json = libraryExportJsonSchema.parse((await lib.call('GET', `/api/library/${thread.id}/export?format=json`, writer)).json);
    expect(json.items).toEqual([thread]);
    const md = (await lib.call('GET', `/api/library/${thread.id}/export?format=md`, writer)).text;
    expect(md.match(/^## /gm)).toHaveLength(1);
  });

  it('when the format is unknown, then 400 problem', async () => {
    const res = await lib.call('GET', '/api/library/export?format=xlsx', writer);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
