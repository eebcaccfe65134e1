import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { createEvent, libraryItemSchema, libraryPageSchema, type LibraryItem } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { generationDatabase, libraryClient } from './support/library-client.ts';

// Issue 19: the library item shows where its post stands on X, from the publisher's post.* events.

const owner = identityOf('publication-owner');
const stranger = identityOf('publication-stranger');
const meta = (key: string) => ({ key, producer: 'publisher', occurredAt: new Date() });

describe('the library follows its posts on X', () => {
  let sys: GenerationSystem;
  let lib: ReturnType<typeof libraryClient>;
  let db: Connection;
  beforeAll(async () => {
    sys = await startGenerationSystem('publication');
    lib = libraryClient(sys);
    db = await generationDatabase(sys);
  });
  afterAll(async () => {
    await db?.close();
    await sys?.stop();
  });

  const itemOf = async (id: string): Promise<LibraryItem> =>
    libraryItemSchema.parse((await lib.call('GET', `/api/library/${id}`, owner)).json);
  const cardOf = async (id: string): Promise<LibraryItem | undefined> =>
    libraryPageSchema.parse((await lib.call('GET', '/api/library?limit=50', owner)).json).items.find((i) => i.id === id);
  /** Until both the item and its card in the list (the Redis index) show `check`. */
  const until = (id: string, what: string, check: (item: LibraryItem) => boolean) =>
    waitFor(
      async () => {
        const [item, card] = await Promise.all([itemOf(id), cardOf(id)]);
        return check(item) && card && check(card) ? { item, card } : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 150, what },
    );

  const scheduled = (postId: string, itemId: string, scheduledAt: string, userId = owner.userId) =>
    createEvent(
      'post.scheduled',
      { postId, userId, itemId, kind: 'thread', tweetCount: 2, scheduledAt, timing: 'at', tone: null, hook: null, revision: 1 },
      meta(`${postId}:1`),
    );

  it('when a draft is scheduled, stops, and is posted, then the item and its card show each state, the link to the post, and its text version never moves', async () => {
    const draft = await lib.create(owner, { tweets: ['1/ Restaking in plain words', '2/ Who secures what'] });
    const postId = randomUUID();
    const at = '2026-12-01T15:00:00.000Z';
    await sys.publish(scheduled(postId, draft.id, at));
    const { item: waiting } = await until(draft.id, 'scheduled', (i) => i.publication?.state === 'scheduled');
    expect(waiting).toMatchObject({ status: 'scheduled', version: 1, publication: { postId, scheduledAt: at, url: null, message: null } });

    // An edit while it waits is no conflict (the status is not a new version of the text), and a
    // status set by hand does not override the post's.
    const edited = await lib.patch(owner, draft.id, 1, {
      tweets: ['1/ Restaking, in plain words', '2/ Who secures what'],
      status: 'draft',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(libraryItemSchema.parse(edited.json)).toMatchObject({ version: 2, status: 'scheduled', publication: { state: 'scheduled' } });

    const message = 'X kept failing. Resume to post the rest.';
    await sys.publish(
      createEvent(
        'post.failed',
        { postId, userId: owner.userId, itemId: draft.id, reason: 'unavailable', message, tweetIds: ['1001'], attempt: 1, failedAt: at },
        meta(`${postId}:1`),
      ),
    );
    await until(draft.id, 'stopped', (i) => i.publication?.state === 'stopped' && i.publication.message === message);

    const url = 'https://x.com/ada_writes/status/1001';
    const published = createEvent(
      'post.published',
      {
        postId,
        userId: owner.userId,
        itemId: draft.id,
        kind: 'thread',
        tweetIds: ['1001', '1002'],
        url,
        xUserId: '42',
        tone: null,
        hook: null,
        publishedAt: at,
      },
      meta(postId),
    );
    await sys.publish(published);
    const { item: posted, card } = await until(draft.id, 'posted', (i) => i.publication?.state === 'posted');
    expect(posted).toMatchObject({ status: 'posted', version: 2, publication: { postId, url, scheduledAt: at, message: null } });
    expect(card).toMatchObject({ status: 'posted', publication: { url } });
    // A redelivery sets the same state again.
    await sys.publish(published);
    expect((await itemOf(draft.id)).publication).toEqual(posted.publication);
    const stored = await db.collection('library_items').findOne({ _id: draft.id as never });
    expect(stored).toMatchObject({ status: 'posted', version: 2, publication: { state: 'posted', url, statusBefore: 'draft' } });
  });

  it('when a scheduled item is cancelled, then it goes back to what it was; a cancel of an older post leaves the newer one', async () => {
    const item = await lib.create(owner, { tweets: ['gm, a thought on restaking'], kind: 'tweet' });
    const ready = await lib.patch(owner, item.id, 1, { status: 'ready' });
    expect(ready.status, ready.text).toBe(200);
    const first = randomUUID();
    const second = randomUUID();
    await sys.publish(scheduled(first, item.id, '2026-12-02T09:00:00.000Z'));
    await until(item.id, 'first schedule', (i) => i.publication?.postId === first);
    await sys.publish(
      createEvent(
        'post.cancelled',
        { postId: first, userId: owner.userId, itemId: item.id, cancelledAt: new Date().toISOString() },
        meta(first),
      ),
    );
    const { item: back } = await until(item.id, 'cancelled', (i) => i.publication === null);
    expect(back.status).toBe('ready');

    await sys.publish(scheduled(second, item.id, '2026-12-03T09:00:00.000Z'));
    await sys.publish(
      createEvent(
        'post.cancelled',
        { postId: first, userId: owner.userId, itemId: item.id, cancelledAt: new Date().toISOString() },
        meta(`${first}:again`),
      ),
    );
    const marker = randomUUID();
    await sys.publish(scheduled(marker, (await lib.create(owner, { tweets: ['marker'] })).id, '2026-12-04T09:00:00.000Z'));
    // Events of a user arrive in order: once the marker's schedule shows, the stale cancel was handled.
    await waitFor(async () => (await cardsWithPost(marker)) || undefined, { timeoutMs: 20_000, intervalMs: 150, what: 'marker' });
    expect((await itemOf(item.id)).publication).toMatchObject({ postId: second, state: 'scheduled' });
  });

  it("when a post event names another user's item, then that item is left alone", async () => {
    const theirs = await lib.create(stranger, { tweets: ['not yours'] });
    const postId = randomUUID();
    await sys.publish(scheduled(postId, theirs.id, '2026-12-05T09:00:00.000Z', owner.userId));
    const marker = randomUUID();
    await sys.publish(scheduled(marker, (await lib.create(owner, { tweets: ['marker two'] })).id, '2026-12-05T10:00:00.000Z'));
    await waitFor(async () => (await cardsWithPost(marker)) || undefined, { timeoutMs: 20_000, intervalMs: 150, what: 'marker' });
    const after = libraryItemSchema.parse((await lib.call('GET', `/api/library/${theirs.id}`, stranger)).json);
    expect(after).toMatchObject({ status: 'draft', publication: null });
  });

  async function cardsWithPost(postId: string): Promise<boolean> {
    const page = libraryPageSchema.parse((await lib.call('GET', '/api/library?limit=50', owner)).json);
    return page.items.some((i) => i.publication?.postId === postId);
  }
});
