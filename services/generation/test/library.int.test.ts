import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import {
  generateThread,
  generateTweet,
  libraryItemSchema,
  libraryPageSchema,
  problemSchema,
  type LibraryItem,
} from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startGeneration } from '../src/app.ts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { generationDatabase, libraryClient } from './support/library-client.ts';

const owner = identityOf('library-owner');
const stranger = identityOf('library-stranger');

describe('the library: drafts, owner-only access, generated items, trash', () => {
  let sys: GenerationSystem;
  let lib: ReturnType<typeof libraryClient>;
  let db: Connection;
  beforeAll(async () => {
    sys = await startGenerationSystem('library', { env: { LIBRARY_TRASH_SWEEP_MS: '200' } });
    lib = libraryClient(sys);
    db = await generationDatabase(sys);
  });
  afterAll(async () => {
    await db?.close();
    await sys?.stop();
  });
  const stored = (id: string) => db.collection('library_items').findOne({ _id: id as never });
  const versionsOf = (id: string) => db.collection('library_versions').find({ itemId: id }).toArray();

  it('when a thread is pasted, then it is split on paragraphs, numbering and X length, and stored as a draft at version 1', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i} about rollups.`).join(' ');
    const res = await lib.call('POST', '/api/library', owner, {
      body: { kind: 'thread', text: `Why L2s matter\n\n1/ Fees drop\n2/ Security stays on L1\n\n${long}`, topic: 'L2s' },
    });
    expect(res.status, res.text).toBe(201);
    const item = libraryItemSchema.parse(res.json);
    expect(item.tweets.slice(0, 3)).toEqual(['Why L2s matter', '1/ Fees drop', '2/ Security stays on L1']);
    expect(item.tweets.length).toBeGreaterThan(4);
    expect(item.tweets.slice(3).join(' ')).toBe(long);
    for (const tweet of item.tweets) expect(tweet.length).toBeLessThanOrEqual(280);
    expect(item).toMatchObject({ kind: 'thread', status: 'draft', version: 1, deletedAt: null, topic: 'L2s' });
    expect(res.headers.get('etag')).toBe('"1"');
    expect(res.headers.get('location')).toBe(`/api/library/${item.id}`);
    expect(await stored(item.id)).toMatchObject({ userId: owner.userId, tweets: item.tweets, version: 1, origin: 'written' });
    expect((await versionsOf(item.id)).map((v): unknown => v['version'])).toEqual([1]);
  });

  it('when a draft is blank or badly formed, then blank is one empty tweet and bad input is a 400 problem', async () => {
    const blank = await lib.create(owner, {});
    expect(blank.tweets).toEqual(['']);
    const twoTweets = await lib.call('POST', '/api/library', owner, { body: { kind: 'tweet', tweets: ['a', 'b'] } });
    expect(twoTweets.status).toBe(400);
    expect(problemSchema.parse(twoTweets.json).error).toContain('exactly one tweet');
    const unknownField = await lib.call('POST', '/api/library', owner, { body: { tweets: ['a'], owner: 'x' } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.headers.get('content-type')).toContain('application/problem+json');
    for (const query of ['limit=0', 'kind=poem', 'cursor=not-a-cursor', 'from=yesterday']) {
      const res = await lib.call('GET', `/api/library?${query}`, owner);
      expect(res.status, query).toBe(400);
      expect(problemSchema.safeParse(res.json).success, query).toBe(true);
    }
  });

  it("when another user calls any route with the owner's item id, then each answers 404 and nothing changes", async () => {
    const item = await lib.create(owner, { tweets: ['mine only'] });
    const path = `/api/library/${item.id}`;
    const ifMatch = { 'if-match': '"1"' };
    const attempts = [
      lib.call('GET', path, stranger),
      lib.call('PATCH', path, stranger, { body: { tweets: ['stolen'] }, headers: ifMatch }),
      lib.call('DELETE', path, stranger),
      lib.call('POST', `${path}/restore`, stranger),
      lib.call('GET', `${path}/versions`, stranger),
      lib.call('POST', `${path}/versions/1/restore`, stranger, { headers: ifMatch }),
      lib.call('GET', `${path}/export?format=json`, stranger),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, res.text).toBe(404);
      expect(problemSchema.parse(res.json).error).toBe('This item was not found in your library');
    }
    const list = libraryPageSchema.parse((await lib.call('GET', '/api/library', stranger)).json);
    expect(list.items.map((i) => i.id)).not.toContain(item.id);
    const after = await stored(item.id);
    expect(after).toMatchObject({ tweets: ['mine only'], version: 1 });
    expect(after?.['deletedAt'] ?? null).toBeNull();
  });

  it('when a generation finishes, then the thread and each tweet variation are in the library, ready, at version 1', async () => {
    const user = identityOf('library-generator');
    const thread = await sys.call('POST', generateThread.path, {
      identity: user,
      body: { options: { threadType: 'custom', customTopic: 'restaking risks', threadLength: 5 } },
    });
    expect(thread.status, JSON.stringify(thread.body)).toBe(200);
    const { threadId, thread: tweets } = generateThread.response.parse(thread.body);
    const tweet = await sys.call('POST', generateTweet.path, {
      identity: user,
      body: { topic: 'restaking risks', generateMultiple: true },
    });
    expect(tweet.status, JSON.stringify(tweet.body)).toBe(200);
    const { variations } = generateTweet.response.parse(tweet.body);

    const threads = libraryPageSchema.parse((await lib.call('GET', '/api/library?kind=thread', user)).json).items;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: threadId, tweets, status: 'ready', version: 1, tone: 'educational', hook: 'question' });
    expect(threads[0]?.topic).toBe('restaking risks');
    const single = libraryPageSchema.parse((await lib.call('GET', '/api/library?kind=tweet', user)).json).items;
    expect(single.map((i) => i.tweets[0]).sort()).toEqual(variations.map((v) => v.content).sort());
    expect((await versionsOf(String(threadId))).map((v): unknown => v['version'])).toEqual([1]);
  });

  it('when threads and tweets were generated before the library existed, then a start puts each in it once', async () => {
    const userId = 'library-old-timer';
    const createdAt = new Date('2026-01-02T03:04:05.000Z');
    await db.collection('threads').insertOne({
      _id: 'thread-backfill-1' as never,
      userId,
      jobId: 'job-old-1',
      tweets: ['Old thread one', 'Old thread two'],
      threadType: 'token',
      tonePreset: 'calm',
      hookStyle: 'stat',
      threadLength: 5,
      tokenSymbol: 'ETH',
      topic: null,
      writer: 'template',
      model: 'template',
      dataSourcesUsed: [],
      created_at: createdAt,
    });
    const tweet = {
      userId,
      jobId: 'job-old-2',
      score: 7,
      hashtags: [],
      topic: 'gas',
      tone: 'casual',
      writer: 'template',
      created_at: createdAt,
    };
    await db.collection('tweets').insertOne({ _id: 'job-old-2-1' as never, content: 'Old tweet', ...tweet });
    await db.collection('library_migrations').deleteMany({});
    // A second API on the same database (the first one's backfill already ran and is marked done).
    const second = await startGeneration(sys.config);
    try {
      const items = await waitFor(
        async () => {
          const page = libraryPageSchema.parse((await lib.call('GET', '/api/library', identityOf(userId))).json);
          return page.items.length === 2 ? page.items : undefined;
        },
        { timeoutMs: 10_000, what: 'backfilled items' },
      );
      expect(items.find((i) => i.kind === 'thread')).toMatchObject({
        id: 'thread-backfill-1',
        tweets: ['Old thread one', 'Old thread two'],
        symbol: 'ETH',
        tone: 'calm',
        status: 'ready',
        createdAt: createdAt.toISOString(),
      });
      expect(items.find((i) => i.kind === 'tweet')).toMatchObject({
        id: 'job-old-2-1',
        tweets: ['Old tweet'],
        tone: 'casual',
        topic: 'gas',
      });
      await waitFor(async () => ((await db.collection('library_migrations').countDocuments()) === 1 ? true : undefined), {
        timeoutMs: 10_000,
        what: 'the backfill mark',
      });
      expect(await db.collection('library_items').countDocuments({ userId })).toBe(2);
    } finally {
      await second.stop('test');
    }
  });

  it('when an item is deleted, then it leaves the library for the trash, comes back on restore, and emptying the trash is final', async () => {
    const user = identityOf('library-trasher');
    const keep = await lib.create(user, { tweets: ['keep me'] });
    const bin = await lib.create(user, { tweets: ['bin me'] });
    const ids = async (query = '') =>
      libraryPageSchema.parse((await lib.call('GET', `/api/library${query}`, user)).json).items.map((i) => i.id);

    const deleted = await lib.call('DELETE', `/api/library/${bin.id}`, user);
    expect(deleted.status).toBe(200);
    expect(libraryItemSchema.parse(deleted.json).deletedAt).not.toBeNull();
    expect(await ids()).toEqual([keep.id]);
    expect(await ids('?trash=true')).toEqual([bin.id]);
    const edit = await lib.patch(user, bin.id, 1, { tweets: ['edited in the bin'] });
    expect(edit.status).toBe(409);

    expect((await lib.call('POST', `/api/library/${bin.id}/restore`, user)).status).toBe(200);
    expect((await stored(bin.id))?.['deletedAt'] ?? null).toBeNull();
    expect((await ids()).sort()).toEqual([keep.id, bin.id].sort());

    await lib.call('DELETE', `/api/library/${bin.id}`, user);
    const emptied = await lib.call('DELETE', '/api/library/trash', user);
    expect(emptied.json).toEqual({ deleted: 1 });
    expect(await stored(bin.id)).toBeNull();
    expect(await versionsOf(bin.id)).toEqual([]);
    expect((await lib.call('POST', `/api/library/${bin.id}/restore`, user)).status).toBe(404);
    expect(await ids()).toEqual([keep.id]);
  });

  it('when an item has been in the trash for over 30 days, then it is hidden, cannot be restored, and the sweeper purges it', async () => {
    const user = identityOf('library-forgetful');
    const old = await lib.create(user, { tweets: ['long gone'] });
    const recent = await lib.create(user, { tweets: ['recently binned'] });
    await lib.call('DELETE', `/api/library/${recent.id}`, user);
    const longAgo = new Date(Date.now() - 31 * 24 * 3600_000);
    await db.collection('library_items').updateOne({ _id: old.id as never }, { $set: { deletedAt: longAgo } });

    const trash = libraryPageSchema.parse((await lib.call('GET', '/api/library?trash=true', user)).json);
    expect(trash.items.map((i: LibraryItem) => i.id)).toEqual([recent.id]);
    await waitFor(async () => ((await stored(old.id)) === null ? true : undefined), { timeoutMs: 10_000, what: 'the purge' });
    expect(await versionsOf(old.id)).toEqual([]);
    expect(await stored(recent.id)).not.toBeNull();
    expect((await lib.call('POST', `/api/library/${old.id}/restore`, user)).status).toBe(404);
  });
});
