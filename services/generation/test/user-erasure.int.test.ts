import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEvent, createTemplate, generateThread } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';

const threadBody = {
  options: {
    threadType: 'custom',
    customTopic: 'restaking on Ethereum',
    tonePreset: 'educational',
    hookStyle: 'question',
    threadLength: 5,
  },
  tokenData: null,
};

describe('erasing a deleted user', () => {
  let sys: GenerationSystem;
  let mongo: MongoClient;
  const db = () => mongo.db(sys.names.database('generation'));
  /** Documents of the user in every collection that keeps users' data. */
  const countsOf = async (userId: string) => {
    const out: Record<string, number> = {};
    for (const name of ['jobs', 'threads', 'tweets', 'templates', 'library_items', 'library_versions'])
      out[name] = await db().collection(name).countDocuments({ userId });
    out.user_plans = await db()
      .collection('user_plans')
      .countDocuments({ _id: userId } as never);
    return out;
  };
  const nothing = { jobs: 0, threads: 0, tweets: 0, templates: 0, library_items: 0, library_versions: 0, user_plans: 0 };

  beforeAll(async () => {
    sys = await startGenerationSystem('gen-erasure');
    mongo = await MongoClient.connect(inject('infra').mongoUrl);
  });
  afterAll(async () => {
    await mongo?.close();
    await sys?.stop();
  });

  const deleted = (userId: string) =>
    createEvent(
      'user.deleted',
      { userId, deletedAt: new Date().toISOString() },
      { key: userId, producer: 'accounts', occurredAt: new Date() },
    );

  it('when user.deleted arrives, then every job, thread, tweet, template, library item and plan of the user goes, and others stay', async () => {
    const gone = identityOf('erase-me');
    const stays = identityOf('keep-me');
    for (const who of [gone, stays]) {
      const res = await sys.call('POST', generateThread.path, { identity: who, body: threadBody });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const saved = await sys.call('POST', createTemplate.path, {
        identity: who,
        body: { name: 'Mine', category: 'growth', threadId: (res.body as { threadId: string }).threadId },
      });
      expect(saved.status).toBe(201);
    }
    const before = await countsOf(gone.userId);
    expect(before.threads).toBe(1);
    expect(before.templates).toBe(1);
    expect(before.library_items).toBeGreaterThanOrEqual(1);
    expect(before.user_plans).toBe(1);
    const theirs = await countsOf(stays.userId);

    await sys.publish(deleted(gone.userId));
    const after = await waitFor(
      async () => {
        const counts = await countsOf(gone.userId);
        return Object.values(counts).every((n) => n === 0) ? counts : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'the erasure' },
    );
    expect(after).toEqual(nothing);
    expect(await countsOf(stays.userId)).toEqual(theirs);
  });

  it('when a generation request of a deleted user is still on Kafka, then the worker drops it and writes nothing', async () => {
    const gone = identityOf('erased-before-work');
    const control = identityOf('still-here');
    await sys.publish(deleted(gone.userId));
    await waitFor(
      async () =>
        (await db()
          .collection('erased_users')
          .countDocuments({ _id: gone.userId } as never)) === 1
          ? true
          : undefined,
      {
        timeoutMs: 20_000,
        intervalMs: 200,
        what: 'the erasure mark',
      },
    );
    const request = (userId: string, jobId: string) =>
      createEvent(
        'generation.requested',
        {
          jobId,
          userId,
          plan: 'free',
          requestedAt: new Date().toISOString(),
          kind: 'thread',
          request: generateThread.request.parse(threadBody),
          reservation: { counter: 'threads', date: new Date().toISOString().slice(0, 10) },
        },
        { key: jobId, producer: 'generation', occurredAt: new Date() },
      );
    await sys.publish(request(gone.userId, `${gone.userId}-job`));
    await sys.publish(request(control.userId, `${control.userId}-job`));
    // The control job proves the worker is reading; the erased user's must leave nothing behind.
    await waitFor(async () => ((await db().collection('threads').countDocuments({ userId: control.userId })) === 1 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 250,
      what: 'the control job',
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await countsOf(gone.userId)).toEqual(nothing);
  });
});
