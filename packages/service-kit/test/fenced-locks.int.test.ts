import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pino } from 'pino';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import {
  AppError,
  FENCE_FIELD,
  LeaseLostError,
  StaleWriteError,
  connectMongo,
  connectRedis,
  createLocks,
  fencedUpdateOne,
  sleep,
  type Lease,
} from '../src/index.ts';
import { startHoldingRelay, uniqueNames, waitFor } from '../src/testing/index.ts';

const infra = inject('infra');
const names = uniqueNames(inject('runId'), 'fence');

/** Warnings the locks and the helper log, captured so a test can see a refusal was reported. */
function capturingLogger() {
  const lines: { msg: string; lock?: string; fence?: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, sink), lines };
}

interface CounterDoc {
  _id: string;
  count: number;
  log: string[];
  value?: string;
  [FENCE_FIELD]?: number;
}

describe('fenced locks', () => {
  let mongo: Connection;
  let redis: Redis;
  let otherRedis: Redis;
  const log = capturingLogger();
  const prefix = `t:${names.id}:`;
  const docs = () => mongo.collection<CounterDoc>('docs');
  const read = (id: string) => docs().findOne({ _id: id });

  beforeAll(async () => {
    mongo = await connectMongo(infra.mongoUrl, names.database('kit'), log.logger);
    redis = await connectRedis(infra.redisUrl, log.logger);
    otherRedis = await connectRedis(infra.redisUrl, log.logger);
  });
  afterAll(async () => {
    await mongo?.close();
    await redis?.quit();
    await otherRedis?.quit();
  });

  it('when a lock name is taken again and again, even after its counter is lost, then every holder gets a larger fence', async () => {
    const locks = createLocks(redis, { prefix, logger: log.logger });
    const fences: number[] = [];
    for (let i = 0; i < 5; i++) fences.push(await locks.withLock('mono', async (lease) => lease.fence));
    // Redis lost the counter (expiry, a restart without persistence): the next token still goes up.
    await redis.del(`${prefix}fence:{mono}`);
    for (let i = 0; i < 3; i++) fences.push(await locks.withLock('mono', async (lease) => lease.fence));
    for (let i = 1; i < fences.length; i++) expect(fences[i]).toBeGreaterThan(fences[i - 1] ?? Infinity);
    expect(Number.isSafeInteger(fences.at(-1))).toBe(true);
  });

  it('when two writers race read-modify-writes on one document for many rounds, then no update is lost', async () => {
    const id = 'raced';
    await docs().insertOne({ _id: id, count: 0, log: [] });
    // Two processes' worth of clients: each writer has its own Redis connection.
    const writers = [createLocks(redis, { prefix, logger: log.logger }), createLocks(otherRedis, { prefix, logger: log.logger })];
    const rounds = 40;
    const acknowledged: string[] = [];
    await Promise.all(
      writers.map(async (locks, w) => {
        for (let r = 0; r < rounds; r++) {
          const tag = `w${w}-${r}`;
          await locks.withLock(`doc:${id}`, async (lease) => {
            const doc = await read(id);
            if (!doc) throw new Error('document vanished');
            await fencedUpdateOne(docs(), lease, { _id: id }, { $set: { count: doc.count + 1, log: [...doc.log, tag] } });
          });
          acknowledged.push(tag);
        }
      }),
    );
    const final = await read(id);
    expect(final?.count).toBe(2 * rounds);
    expect([...(final?.log ?? [])].sort()).toEqual([...acknowledged].sort());
  });

  it('when leases are shorter than some writers take, then every acknowledged write is kept and every refused one is absent', async () => {
    const id = 'short-leases';
    await docs().insertOne({ _id: id, count: 0, log: [] });
    const writers = [
      createLocks(redis, { prefix, logger: log.logger, ttlMs: 300, waitMs: 10_000 }),
      createLocks(otherRedis, { prefix, logger: log.logger, ttlMs: 300, waitMs: 10_000 }),
    ];
    const acknowledged: string[] = [];
    const refused: string[] = [];
    await Promise.all(
      writers.map(async (locks, w) => {
        for (let r = 0; r < 15; r++) {
          const tag = `w${w}-${r}`;
          try {
            await locks.withLock(`doc:${id}`, async (lease) => {
              const doc = await read(id);
              if (!doc) throw new Error('document vanished');
              // Every third round outlives its lease: the other writer takes over meanwhile.
              await sleep(r % 3 === 0 ? 400 : 5);
              await fencedUpdateOne(docs(), lease, { _id: id }, { $set: { count: doc.count + 1, log: [...doc.log, tag] } });
            });
            acknowledged.push(tag);
          } catch (err) {
            if (!(err instanceof LeaseLostError || err instanceof StaleWriteError)) throw err;
            refused.push(tag);
          }
        }
      }),
    );
    const final = await read(id);
    expect(refused.length).toBeGreaterThan(0);
    expect(final?.count).toBe(acknowledged.length);
    expect([...(final?.log ?? [])].sort()).toEqual([...acknowledged].sort());
  });

  it('when a writer pauses mid-write past its lease and another writer takes the lock and writes, then the stale write is refused with 503 and the newer value stays', async () => {
    const id = 'paused-writer';
    await docs().insertOne({ _id: id, count: 0, log: [], value: 'initial' });
    const locks = createLocks(redis, { prefix, logger: log.logger, ttlMs: 400 });
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let hasRead!: () => void;
    const readDone = new Promise<void>((resolve) => (hasRead = resolve));
    let staleLease: Lease | undefined;

    const stale = locks.withLock(`doc:${id}`, async (lease) => {
      staleLease = lease;
      await read(id);
      hasRead();
      await paused;
      return fencedUpdateOne(docs(), lease, { _id: id }, { $set: { value: 'stale' } });
    });
    await readDone;
    await sleep(500);
    const newerFence = await locks.withLock(`doc:${id}`, async (lease) => {
      await fencedUpdateOne(docs(), lease, { _id: id }, { $set: { value: 'newer' } });
      return lease.fence;
    });
    resume();

    const refusal = await stale.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(LeaseLostError);
    expect(refusal).toMatchObject({ status: 503, code: 'lease_lost' });
    expect(newerFence).toBeGreaterThan(staleLease?.fence ?? Infinity);
    expect(await read(id)).toMatchObject({ value: 'newer', [FENCE_FIELD]: newerFence });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'lock lease lost; the write is refused', lock: `doc:${id}`, fence: staleLease?.fence }),
    );
  });

  it('when a stale write reaches MongoDB only after a newer holder wrote, then the stored fence refuses it (and without the fence it would have overwritten)', async () => {
    const relay = await startHoldingRelay(new URL(infra.mongoUrl));
    const slowMongo = await connectMongo(relay.url, names.database('kit'), log.logger);
    try {
      const locks = createLocks(redis, { prefix, logger: log.logger, ttlMs: 1000 });
      const slowDocs = slowMongo.collection<CounterDoc>('docs');

      const lateWrite = async (id: string, write: (lease: Lease) => Promise<unknown>) => {
        await docs().insertOne({ _id: id, count: 0, log: [], value: 'initial' });
        await slowDocs.findOne({ _id: id }); // the relay's connection is open and warm
        let staleFence = 0;
        const stale = locks.withLock(`doc:${id}`, async (lease) => {
          staleFence = lease.fence;
          relay.hold();
          return write(lease);
        });
        // The stale writer's update is on its way but held: its lease runs out meanwhile.
        const outcome = await stale.then(
          () => 'written',
          (err: unknown) => err,
        );
        expect(relay.heldMessages()).toBeGreaterThan(0);
        const newerFence = await locks.withLock(`doc:${id}`, async (lease) => {
          await fencedUpdateOne(docs(), lease, { _id: id }, { $set: { value: 'newer' } });
          return lease.fence;
        });
        expect(newerFence).toBeGreaterThan(staleFence);
        const answered = relay.release();
        await waitFor(() => answered(), { timeoutMs: 5000, what: 'the held update to be answered' });
        return { outcome, newerFence, stored: await read(id) };
      };

      // A condition besides the id keeps the fence in the filter on every engine (a key-only write
      // on FerretDB is checked before sending instead: see the next test).
      const fenced = await lateWrite('late-fenced', (lease) =>
        fencedUpdateOne(slowDocs, lease, { _id: 'late-fenced', count: { $gte: 0 } }, { $set: { value: 'stale' } }),
      );
      expect(fenced.outcome).toBeInstanceOf(AppError);
      expect(fenced.outcome).toMatchObject({ status: 503 });
      expect(fenced.stored).toMatchObject({ value: 'newer', [FENCE_FIELD]: fenced.newerFence });
      expect(log.lines).toContainEqual(
        expect.objectContaining({ msg: 'MongoDB did not answer within the lease; the write is abandoned', lock: 'doc:late-fenced' }),
      );

      // The control: the same late update without the fence condition does overwrite the newer value.
      const unfenced = await lateWrite('late-unfenced', async (lease) => {
        await lease.check();
        const sent = slowDocs.updateOne({ _id: 'late-unfenced' }, { $set: { value: 'stale' } });
        return Promise.race([sent, sleep(lease.remainingMs()).then(() => 'gave up')]);
      });
      expect(unfenced.stored).toMatchObject({ value: 'stale' });
    } finally {
      await slowMongo.close();
      await relay.close();
    }
  });

  it('when the filter names only the id on FerretDB, then the fence is read by id and the update names only the id; otherwise the fence stays in the filter', async () => {
    const sent: { command: string; filter: unknown }[] = [];
    const watch = (event: { commandName: string; command: Record<string, unknown>; databaseName: string }) => {
      if (event.databaseName !== mongo.name) return;
      if (event.commandName === 'update') {
        const [first] = event.command.updates as { q: unknown }[];
        sent.push({ command: 'update', filter: first?.q });
      }
      if (event.commandName === 'find') sent.push({ command: 'find', filter: event.command.filter });
    };
    mongo.getClient().on('commandStarted', watch);
    const locks = createLocks(redis, { prefix, logger: log.logger });
    await docs().insertOne({ _id: 'keyed', count: 1, log: [] });
    try {
      const fence = await locks.withLock('doc:keyed', async (lease) => {
        expect(await fencedUpdateOne(docs(), lease, { _id: 'keyed' }, { $set: { count: 2 } })).toEqual({ written: true, upserted: false });
        expect(await fencedUpdateOne(docs(), lease, { _id: 'keyed', count: 2 }, { $set: { count: 3 } })).toEqual({
          written: true,
          upserted: false,
        });
        return lease.fence;
      });
      expect(await read('keyed')).toMatchObject({ count: 3, [FENCE_FIELD]: fence });
    } finally {
      mongo.getClient().off('commandStarted', watch);
    }
    const [keyedWrite, filteredWrite] = sent.filter((c) => c.command === 'update');
    if (infra.mongoKind === 'ferretdb') {
      expect(sent[0]).toEqual({ command: 'find', filter: { _id: 'keyed' } });
      expect(keyedWrite?.filter).toEqual({ _id: 'keyed' });
    } else expect(keyedWrite?.filter).toMatchObject({ _id: 'keyed', $or: expect.any(Array) as unknown });
    expect(filteredWrite?.filter).toMatchObject({ _id: 'keyed', count: 2, $or: expect.any(Array) as unknown });
  });

  it('when the caller passes the document it read under the lease, then no fence read is sent; a document read with a newer fence is refused before any update', async () => {
    const sent: string[] = [];
    const watch = (event: { commandName: string; databaseName: string }) => {
      if (event.databaseName === mongo.name) sent.push(event.commandName);
    };
    const locks = createLocks(redis, { prefix, logger: log.logger });
    await docs().insertOne({ _id: 'read-first', count: 1, log: [] });
    mongo.getClient().on('commandStarted', watch);
    try {
      const fence = await locks.withLock('doc:read-first', async (lease) => {
        const readUnderLease = await read('read-first');
        expect(await fencedUpdateOne(docs(), lease, { _id: 'read-first' }, { $set: { count: 2 } }, { readUnderLease })).toEqual({
          written: true,
          upserted: false,
        });
        return lease.fence;
      });
      expect(await read('read-first')).toMatchObject({ count: 2, [FENCE_FIELD]: fence });
      if (infra.mongoKind === 'ferretdb') expect(sent.slice(0, 2)).toEqual(['find', 'update']);

      sent.length = 0;
      const refusal = await locks
        .withLock('doc:read-first', (lease) =>
          fencedUpdateOne(
            docs(),
            lease,
            { _id: 'read-first' },
            { $set: { count: 3 } },
            { readUnderLease: { _id: 'read-first', [FENCE_FIELD]: lease.fence + 1 } },
          ),
        )
        .then(
          () => undefined,
          (err: unknown) => err,
        );
      if (infra.mongoKind === 'ferretdb') {
        expect(refusal).toBeInstanceOf(StaleWriteError);
        expect(sent).toEqual([]);
        expect(await read('read-first')).toMatchObject({ count: 2 });
      }
    } finally {
      mongo.getClient().off('commandStarted', watch);
    }
  });

  it('when an upsert of a likely new document finds its id free, then one insert writes it with the fence; a taken id falls back to the fenced update', async () => {
    const sent: string[] = [];
    const watch = (event: { commandName: string; databaseName: string }) => {
      if (event.databaseName === mongo.name) sent.push(event.commandName);
    };
    const locks = createLocks(redis, { prefix, logger: log.logger });
    mongo.getClient().on('commandStarted', watch);
    try {
      const upsert = (count: number) =>
        locks.withLock('doc:likely-new', async (lease) => ({
          result: await fencedUpdateOne(
            docs(),
            lease,
            { _id: 'likely-new' },
            { $set: { count, log: [] } },
            { upsert: true, likelyNew: true },
          ),
          fence: lease.fence,
        }));
      const first = await upsert(1);
      expect(first.result).toEqual({ written: true, upserted: true });
      if (infra.mongoKind === 'ferretdb') expect(sent).toEqual(['insert']);
      expect(await read('likely-new')).toMatchObject({ count: 1, [FENCE_FIELD]: first.fence });

      const again = await upsert(2);
      expect(again.result).toEqual({ written: true, upserted: false });
      expect(await read('likely-new')).toMatchObject({ count: 2, [FENCE_FIELD]: again.fence });

      await docs().updateOne({ _id: 'likely-new' }, { $set: { [FENCE_FIELD]: again.fence + 1_000_000 } });
      const refusal = await upsert(3).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(refusal).toBeInstanceOf(StaleWriteError);
      expect(await read('likely-new')).toMatchObject({ count: 2 });
    } finally {
      mongo.getClient().off('commandStarted', watch);
    }
  });

  it('when a key-only upsert on FerretDB finds the document missing, then it is created with the fence; a newer stored fence is refused before any update is sent', async () => {
    const locks = createLocks(redis, { prefix, logger: log.logger });
    const created = await locks.withLock('doc:keyed-new', async (lease) => ({
      result: await fencedUpdateOne(docs(), lease, { _id: 'keyed-new' }, { $set: { count: 1, log: [] } }, { upsert: true }),
      missing: await fencedUpdateOne(docs(), lease, { _id: 'keyed-absent' }, { $set: { count: 1 } }),
      fence: lease.fence,
    }));
    expect(created.result).toEqual({ written: true, upserted: true });
    expect(created.missing).toEqual({ written: false, upserted: false });
    expect(await read('keyed-new')).toMatchObject({ count: 1, [FENCE_FIELD]: created.fence });
    expect(await read('keyed-absent')).toBeNull();

    await docs().updateOne({ _id: 'keyed-new' }, { $set: { [FENCE_FIELD]: created.fence + 1_000_000 } });
    const refusal = await locks
      .withLock('doc:keyed-new', (lease) => fencedUpdateOne(docs(), lease, { _id: 'keyed-new' }, { $set: { count: 2 } }, { upsert: true }))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(refusal).toBeInstanceOf(StaleWriteError);
    expect(await read('keyed-new')).toMatchObject({ count: 1, [FENCE_FIELD]: created.fence + 1_000_000 });
  });

  it('when the caller condition does not hold, then nothing is written and no error is raised; with upsert a missing document is created with the fence', async () => {
    const locks = createLocks(redis, { prefix, logger: log.logger });
    await docs().insertOne({ _id: 'conditional', count: 5, log: [] });
    const missed = await locks.withLock('doc:conditional', (lease) =>
      fencedUpdateOne(docs(), lease, { _id: 'conditional', count: { $lt: 5 } }, { $set: { count: 9 } }),
    );
    expect(missed).toEqual({ written: false, upserted: false });
    const upsertMissed = await locks.withLock('doc:conditional', (lease) =>
      fencedUpdateOne(docs(), lease, { _id: 'conditional', count: { $lt: 5 } }, { $set: { count: 9 } }, { upsert: true }),
    );
    expect(upsertMissed).toEqual({ written: false, upserted: false });
    expect(await read('conditional')).toMatchObject({ count: 5 });

    const created = await locks.withLock('doc:created', async (lease) => ({
      result: await fencedUpdateOne(docs(), lease, { _id: 'created' }, { $set: { count: 1, log: [] } }, { upsert: true }),
      fence: lease.fence,
    }));
    expect(created.result).toEqual({ written: true, upserted: true });
    expect(await read('created')).toMatchObject({ _id: 'created', count: 1, [FENCE_FIELD]: created.fence });
  });

  it('when a document already carries a newer fence, then a write with an older one is refused with 409 and logged', async () => {
    const locks = createLocks(redis, { prefix, logger: log.logger });
    const older = await locks.withLock('doc:fenced', async (lease) => lease.fence);
    await docs().insertOne({ _id: 'fenced', count: 1, log: [], [FENCE_FIELD]: older + 1_000_000 });
    const refusal = await locks
      .withLock('doc:fenced', (lease) => fencedUpdateOne(docs(), lease, { _id: 'fenced' }, { $set: { count: 2 } }))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(refusal).toBeInstanceOf(StaleWriteError);
    expect(refusal).toMatchObject({ status: 409, code: 'stale_write' });
    expect(await read('fenced')).toMatchObject({ count: 1 });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'stale write refused: the document carries a newer fence', lock: 'doc:fenced' }),
    );
  });

  it('when a lock stays busy longer than the wait, then the caller gets 503 instead of waiting on', async () => {
    const locks = createLocks(redis, { prefix, logger: log.logger, ttlMs: 2000, waitMs: 200 });
    let release!: () => void;
    const holding = locks.withLock('busy', () => new Promise<void>((resolve) => (release = resolve)));
    const started = Date.now();
    const refusal = await locks
      .withLock('busy', async () => 'got it')
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(refusal).toMatchObject({ status: 503 });
    expect(Date.now() - started).toBeLessThan(1000);
    release();
    await holding;
  });
});
