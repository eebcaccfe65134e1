import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { libraryPageSchema, type LibraryItem } from '@chainscribe/contracts';
import { connectRedis, createLogger, type Identity } from '@chainscribe/service-kit';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { generationDatabase, libraryClient } from './support/library-client.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Newest first, the id breaking ties: the order the API promises. */
const newestFirst = (a: LibraryItem, b: LibraryItem) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

describe('the library list: cursor pages, filters, search, and its index', () => {
  let sys: GenerationSystem;
  let lib: ReturnType<typeof libraryClient>;
  let db: Connection;
  let redis: Redis;
  beforeAll(async () => {
    sys = await startGenerationSystem('library-list', { workers: 0 });
    lib = libraryClient(sys);
    db = await generationDatabase(sys);
    redis = await connectRedis(inject('infra').redisUrls.generation, createLogger('library-list-test', 'silent'));
  });
  afterAll(async () => {
    await redis?.quit();
    await db?.close();
    await sys?.stop();
  });
  const list = async (identity: Identity, query: string) => {
    const res = await lib.call('GET', `/api/library${query}`, identity);
    expect(res.status, res.text).toBe(200);
    return libraryPageSchema.parse(res.json);
  };
  const ids = async (identity: Identity, query: string) => (await list(identity, query)).items.map((i) => i.id);
  const indexKeys = (userId: string) =>
    ['order', 'meta', 'ready'].map((k) => `${sys.config.REDIS_KEY_PREFIX}cs:generation:library:{${userId}}:${k}`);

  it('when a library holds 45 items, then pages of 20 walk all of them once, newest first, and the last cursor is null', async () => {
    const user = identityOf('library-pager');
    const created: LibraryItem[] = [];
    for (let i = 0; i < 45; i++) created.push(await lib.create(user, { tweets: [`item ${i}`] }));
    const seen: LibraryItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(user, `?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((i) => i.id)).toEqual([...created].sort(newestFirst).map((i) => i.id));
  });

  it('when a filter matches only the oldest item of a long library, then a page of one still finds it past the first reads of the index', async () => {
    const user = identityOf('library-deep-filter');
    const oldest = await lib.create(user, { kind: 'tweet', tweets: ['the only tweet'] });
    const threads: LibraryItem[] = [];
    for (let i = 0; i < 30; i++) threads.push(await lib.create(user, { kind: 'thread', tweets: [`thread ${i}`] }));
    // The index is read a page's worth first, then in larger chunks: 2, 8, then 32 items here.
    expect(await list(user, '?kind=tweet&limit=1')).toMatchObject({ items: [{ id: oldest.id }], nextCursor: null });
    const first = await list(user, '?kind=thread&limit=3');
    const second = await list(user, `?kind=thread&limit=3&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(
      [...threads]
        .sort(newestFirst)
        .slice(0, 6)
        .map((i) => i.id),
    );
  });

  it('when filters are given, then only items of that kind, tone, token, status and time come back', async () => {
    const user = identityOf('library-filterer');
    const thread = await lib.create(user, { kind: 'thread', tweets: ['a', 'b'], tone: 'degen', symbol: '$pepe' });
    const tweet = await lib.create(user, { kind: 'tweet', tweets: ['c'], tone: 'calm', symbol: 'ETH' });
    await sleep(30);
    const between = new Date().toISOString();
    await sleep(30);
    const late = await lib.create(user, { kind: 'thread', tweets: ['d'], tone: 'calm' });
    expect((await lib.patch(user, late.id, 1, { status: 'ready' })).status).toBe(200);

    expect(await ids(user, '?kind=tweet')).toEqual([tweet.id]);
    expect(await ids(user, '?tone=calm')).toEqual([late.id, tweet.id]);
    expect(await ids(user, '?symbol=pepe')).toEqual([thread.id]);
    expect(await ids(user, '?kind=thread&tone=calm')).toEqual([late.id]);
    expect(await ids(user, '?status=ready')).toEqual([late.id]);
    expect(await ids(user, '?status=draft')).toEqual([tweet.id, thread.id]);
    expect(await ids(user, `?from=${encodeURIComponent(between)}`)).toEqual([late.id]);
    expect(await ids(user, `?to=${encodeURIComponent(between)}`)).toEqual([tweet.id, thread.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(user, `?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await ids(user, '?from=2099-01-01')).toEqual([]);
  });

  it('when searching as you type, then every word must appear, case and accents aside, in tweets, topic or token', async () => {
    const user = identityOf('library-searcher');
    const ether = await lib.create(user, { tweets: ['Éther staking on Layer 2', 'Restaking is next'], topic: 'Liquid staking' });
    const sol = await lib.create(user, { tweets: ['Solana validators explained'], symbol: 'SOL' });
    expect(await ids(user, '?q=ether')).toEqual([ether.id]);
    expect(await ids(user, '?q=LAYER%20staking')).toEqual([ether.id]);
    expect(await ids(user, '?q=layer%20validators')).toEqual([]);
    expect(await ids(user, '?q=liquid')).toEqual([ether.id]);
    expect(await ids(user, '?q=%24sol')).toEqual([sol.id]);
    expect((await ids(user, '?q=s')).sort()).toEqual([ether.id, sol.id].sort());
    expect(await ids(user, '?q=.*')).toEqual([]);
    expect(await ids(identityOf('library-someone-else'), '?q=ether')).toEqual([]);
  });

  it('when the Redis index is lost, then the next list rebuilds it from MongoDB', async () => {
    const user = identityOf('library-amnesiac');
    const items = await Promise.all([1, 2, 3].map((i) => lib.create(user, { tweets: [`remember ${i}`] })));
    await ids(user, '');
    expect(await redis.exists(...indexKeys(user.userId))).toBe(3);
    await redis.del(...indexKeys(user.userId));
    expect((await ids(user, '')).sort()).toEqual(items.map((i) => i.id).sort());
    expect(await redis.exists(...indexKeys(user.userId))).toBe(3);
    expect(await ids(user, '?q=remember%202')).toEqual([items[1]?.id]);
  });

  it('when an item changed or vanished in MongoDB behind the index, then opening it brings the list in line', async () => {
    const user = identityOf('library-drifter');
    const changed = await lib.create(user, { kind: 'thread', tweets: ['was a thread'] });
    const vanished = await lib.create(user, { tweets: ['about to vanish'] });
    await ids(user, '');
    // What a lost index write leaves behind: MongoDB moved on, the index did not.
    await db.collection('library_items').updateOne({ _id: changed.id as never }, { $set: { kind: 'tweet', tweets: ['now a tweet'] } });
    await db.collection('library_items').deleteOne({ _id: vanished.id as never });

    expect((await lib.call('GET', `/api/library/${changed.id}`, user)).json).toMatchObject({ kind: 'tweet', tweets: ['now a tweet'] });
    expect((await lib.call('GET', `/api/library/${vanished.id}`, user)).status).toBe(404);
    expect(await ids(user, '')).toEqual([changed.id]);
    expect(await ids(user, '?kind=tweet')).toEqual([changed.id]);
    expect(await ids(user, '?kind=thread')).toEqual([]);
    expect((await list(user, '')).items[0]?.tweets).toEqual(['now a tweet']);
  });
});
