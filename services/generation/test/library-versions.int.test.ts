import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import {
  libraryConflictSchema,
  libraryItemSchema,
  libraryPageSchema,
  libraryVersionPageSchema,
  problemSchema,
} from '@chainscribe/contracts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { generationDatabase, libraryClient } from './support/library-client.ts';

const editor = identityOf('library-editor');

describe('library versions: ETags, conflicts, history and restore', () => {
  let sys: GenerationSystem;
  let lib: ReturnType<typeof libraryClient>;
  let db: Connection;
  beforeAll(async () => {
    sys = await startGenerationSystem('library-versions', { workers: 0 });
    lib = libraryClient(sys);
    db = await generationDatabase(sys);
  });
  afterAll(async () => {
    await db?.close();
    await sys?.stop();
  });
  const stored = (id: string) => db.collection('library_items').findOne({ _id: id as never });
  const storedVersions = async (id: string) =>
    (await db.collection('library_versions').find({ itemId: id }).sort({ version: 1 }).toArray()).map((v) => v['version'] as number);

  it('when a change comes without If-Match, then it is refused with 428 and nothing is saved', async () => {
    const item = await lib.create(editor, { tweets: ['first draft'] });
    const res = await lib.patch(editor, item.id, null, { tweets: ['sneaky'] });
    expect(res.status).toBe(428);
    expect(problemSchema.parse(res.json)).toMatchObject({ code: 'version_required', error: 'Send If-Match with the version you edited' });
    const restore = await lib.call('POST', `/api/library/${item.id}/versions/1/restore`, editor);
    expect(restore.status).toBe(428);
    expect(await stored(item.id)).toMatchObject({ tweets: ['first draft'], version: 1 });
    expect(await storedVersions(item.id)).toEqual([1]);
  });

  it('when the current version is edited, then a new version is stored, the ETag moves and search finds the new text', async () => {
    const item = await lib.create(editor, { tweets: ['gm frens'] });
    const res = await lib.patch(editor, item.id, 1, { tweets: ['Restaking explained', 'EigenLayer in one tweet'], status: 'ready' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('etag')).toBe('"2"');
    expect(libraryItemSchema.parse(res.json)).toMatchObject({
      version: 2,
      status: 'ready',
      tweets: ['Restaking explained', 'EigenLayer in one tweet'],
    });
    expect(await stored(item.id)).toMatchObject({ version: 2, tweets: ['Restaking explained', 'EigenLayer in one tweet'] });
    expect(await storedVersions(item.id)).toEqual([1, 2]);
    const get = await lib.call('GET', `/api/library/${item.id}`, editor);
    expect(get.headers.get('etag')).toBe('"2"');

    const search = async (q: string) =>
      libraryPageSchema.parse((await lib.call('GET', `/api/library?q=${encodeURIComponent(q)}`, editor)).json).items.map((i) => i.id);
    expect(await search('eigenlayer')).toEqual([item.id]);
    expect(await search('gm frens')).toEqual([]);

    // Autosave of the same text keeps the version.
    const same = await lib.patch(editor, item.id, 2, { tweets: ['Restaking explained', 'EigenLayer in one tweet'] });
    expect(same.headers.get('etag')).toBe('"2"');
    expect(await storedVersions(item.id)).toEqual([1, 2]);
  });

  it('when a stale version is saved, then 412 carries the stored item so both texts can be shown, and nothing changes', async () => {
    const item = await lib.create(editor, { tweets: ['tab one and tab two start here'] });
    expect((await lib.patch(editor, item.id, 1, { tweets: ['saved in tab one'] })).status).toBe(200);
    const stale = await lib.patch(editor, item.id, 1, { tweets: ['saved in tab two'] });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    expect(stale.headers.get('etag')).toBe('"2"');
    const conflict = libraryConflictSchema.parse(stale.json);
    expect(conflict).toMatchObject({ status: 412, code: 'version_conflict' });
    expect(conflict.current).toMatchObject({ id: item.id, version: 2, tweets: ['saved in tab one'] });
    expect(await stored(item.id)).toMatchObject({ version: 2, tweets: ['saved in tab one'] });
    expect(await storedVersions(item.id)).toEqual([1, 2]);
  });

  it('when ten saves race from the same version, then exactly one wins and the others get 412', async () => {
    const item = await lib.create(editor, { tweets: ['race start'] });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => lib.patch(editor, item.id, 1, { tweets: [`racer ${i}`] })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(412)]);
    const winner = libraryItemSchema.parse(results.find((r) => r.status === 200)?.json);
    expect(await stored(item.id)).toMatchObject({ version: 2, tweets: winner.tweets });
    expect(await storedVersions(item.id)).toEqual([1, 2]);
  });

  it('when versions are listed and an earlier one restored, then history pages newest first and the restore is a new version', async () => {
    const item = await lib.create(editor, { tweets: ['v1 text'] });
    for (let v = 1; v <= 4; v++) expect((await lib.patch(editor, item.id, v, { tweets: [`v${v + 1} text`] })).status).toBe(200);
    const first = libraryVersionPageSchema.parse((await lib.call('GET', `/api/library/${item.id}/versions?limit=3`, editor)).json);
    expect(first.items.map((v) => v.version)).toEqual([5, 4, 3]);
    expect(first.nextCursor).not.toBeNull();
    const rest = libraryVersionPageSchema.parse(
      (await lib.call('GET', `/api/library/${item.id}/versions?limit=3&cursor=${first.nextCursor}`, editor)).json,
    );
    expect(rest.items.map((v) => [v.version, v.tweets[0]])).toEqual([
      [2, 'v2 text'],
      [1, 'v1 text'],
    ]);
    expect(rest.nextCursor).toBeNull();

    const stale = await lib.call('POST', `/api/library/${item.id}/versions/2/restore`, editor, { headers: { 'if-match': '"4"' } });
    expect(stale.status).toBe(412);
    const restored = await lib.call('POST', `/api/library/${item.id}/versions/2/restore`, editor, { headers: { 'if-match': '"5"' } });
    expect(restored.status, restored.text).toBe(200);
    expect(libraryItemSchema.parse(restored.json)).toMatchObject({ version: 6, tweets: ['v2 text'] });
    expect(await stored(item.id)).toMatchObject({ version: 6, tweets: ['v2 text'] });
    expect(await storedVersions(item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const missing = await lib.call('POST', `/api/library/${item.id}/versions/99/restore`, editor, { headers: { 'if-match': '"6"' } });
    expect(missing.status).toBe(404);
  });

  it('when a single tweet gets a second tweet, then it must become a thread, and bad bodies are 400s', async () => {
    const item = await lib.create(editor, { kind: 'tweet', text: 'one liner' });
    expect((await lib.patch(editor, item.id, 1, { tweets: ['one', 'two'] })).status).toBe(400);
    const thread = await lib.patch(editor, item.id, 1, { kind: 'thread', tweets: ['one', 'two'] });
    expect(libraryItemSchema.parse(thread.json)).toMatchObject({ kind: 'thread', version: 2 });
    for (const body of [{}, { tweets: [] }, { status: 'posted' }, { tweets: ['x'.repeat(5000)] }, { version: 9 }]) {
      const res = await lib.patch(editor, item.id, 2, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(problemSchema.safeParse(res.json).success).toBe(true);
    }
    expect(await storedVersions(item.id)).toEqual([1, 2]);
  });
});
