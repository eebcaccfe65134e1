import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountDeletionMessages, analyticsSchema, createEvent, problemSchema } from '@chainscribe/contracts';
import { createKafka, createLogger } from '@chainscribe/service-kit';
import { waitFor } from '@chainscribe/service-kit/testing';
import { startUserDataStack, type UserDataStack } from './support/user-data-stack.ts';

// Collections that keep an opaque user id on purpose, and nothing else about the person:
// processed event ids (idempotency) and analytics' erasure marks (a replayed topic must not
// bring the user back). Everything else must hold no trace of the user at all.
const keptByDesign = new Set(['processed_events', 'erased_users']);

describe('delete my account', () => {
  let stack: UserDataStack;
  let mongo: MongoClient;
  let redis: Redis;

  beforeAll(async () => {
    stack = await startUserDataStack('account-deletion');
    mongo = await MongoClient.connect(inject('infra').mongoUrl);
    redis = new Redis(inject('infra').redisUrl);
  }, 180_000);
  afterAll(async () => {
    redis?.disconnect();
    await mongo?.close();
    await stack?.stop();
  }, 60_000);

  /** Every document of the stack's databases and every Redis key of this run that mentions any of `needles`. */
  async function tracesOf(...needles: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const service of ['accounts', 'generation', 'analytics', 'publisher']) {
      const db = mongo.db(stack.database(service));
      for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
        if (keptByDesign.has(name)) continue;
        for (const doc of await db.collection(name).find({}).toArray()) {
          const text = JSON.stringify(doc);
          if (needles.some((needle) => text.includes(needle))) found.push(`${service}.${name}: ${text.slice(0, 200)}`);
        }
      }
    }
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${stack.names.id}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const value = (await redis.type(key)) === 'string' ? ((await redis.get(key)) ?? '') : '';
        // Short-lived counters that expire on their own: lock fences (a day, naming only the lock) and
        // request brakes (the gateway's per-user minute; the sign-in brake, which counts what anyone
        // types, including the attempts below to sign in to the deleted account).
        const transient = key.includes(':fence:{') || key.includes(':cs:rl:');
        if (needles.some((needle) => `${key} ${value}`.includes(needle)) && !transient) found.push(`redis ${key}`);
      }
    } while (cursor !== '0');
    return found;
  }

  const deleteAccount = (token: string, email: string) => stack.call('/api/users/me', { method: 'DELETE', token, json: { email } });

  it('when a user who generated, saved templates and has analytics deletes the account, then sign-in fails, the old token is refused and no service holds anything of them', async () => {
    const alice = await stack.signUp('alice');
    const bystander = await stack.signUp('bob');
    const token = alice.session.access_token;
    const userId = alice.session.user.id;
    await stack.leaveTraces(token);
    await stack.leaveTraces(bystander.session.access_token);
    await waitFor(
      async () => {
        const res = await stack.call(`/api/analytics`, { token });
        return analyticsSchema.parse(await res.json()).threadGeneration.total === 1 ? true : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'analytics to count the thread' },
    );
    // Before: every service holds something of her (the check below can see traces).
    const before = await tracesOf(userId, alice.email);
    for (const where of [
      'accounts.users',
      'accounts.sessions',
      'generation.jobs',
      'generation.threads',
      'generation.templates',
      'analytics.activities',
    ])
      expect(
        before.some((t) => t.startsWith(`${where}:`)),
        where,
      ).toBe(true);
    expect(
      before.some((t) => t.startsWith('redis ') && t.includes('budget:research')),
      'research budget',
    ).toBe(true);

    const res = await deleteAccount(token, alice.email.toUpperCase());
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, userId });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('cs_refresh=;'))).toBe(true);

    const old = await stack.call('/api/users/me', { token });
    expect(old.status).toBe(401);
    expect(problemSchema.parse(await old.json()).error).toBe('Your session has ended. Please sign in again.');
    const signIn = await stack.call('/api/auth/sign-in', { json: { email: alice.email, password: stack.password } });
    expect(signIn.status).toBe(401);
    const refresh = await stack.call('/api/auth/refresh', { json: {}, cookie: alice.refresh });
    expect(refresh.status).toBe(401);

    const left = await waitFor(async () => ((await tracesOf(userId, alice.email)).length === 0 ? [] : undefined), {
      timeoutMs: 30_000,
      intervalMs: 500,
      what: 'every service to erase the user',
    }).catch(async () => tracesOf(userId, alice.email));
    expect(left).toEqual([]);

    // The bystander keeps everything.
    const theirs = await tracesOf(bystander.session.user.id);
    for (const where of ['accounts.users', 'generation.threads', 'generation.templates', 'analytics.activities'])
      expect(
        theirs.some((t) => t.startsWith(`${where}:`)),
        where,
      ).toBe(true);
    expect((await stack.call('/api/users/me', { token: bystander.session.access_token })).status).toBe(200);
  }, 120_000);

  it('when the typed email is not the account’s, then it is a 400 with a clear message and nothing is deleted', async () => {
    const carol = await stack.signUp('carol');
    const token = carol.session.access_token;
    const wrong = await deleteAccount(token, 'someone-else@example.com');
    expect(wrong.status).toBe(400);
    expect(problemSchema.parse(await wrong.json()).error).toBe(accountDeletionMessages.confirmMismatch);
    const empty = await deleteAccount(token, '');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(accountDeletionMessages.confirmRequired);

    expect((await stack.call('/api/users/me', { token })).status).toBe(200);
    const users = mongo.db(stack.database('accounts')).collection('users');
    expect(await users.countDocuments({ clerk_id: carol.session.user.id })).toBe(1);
    const signIn = await stack.call('/api/auth/sign-in', { json: { email: carol.email, password: stack.password } });
    expect(signIn.status).toBe(200);
  }, 60_000);

  it('when user.deleted is delivered again after the erasure, then nothing changes and other users stay intact', async () => {
    const dave = await stack.signUp('dave');
    const erin = await stack.signUp('erin');
    await stack.leaveTraces(erin.session.access_token);
    const res = await deleteAccount(dave.session.access_token, dave.email);
    expect(res.status).toBe(200);
    await waitFor(async () => ((await tracesOf(dave.session.user.id, dave.email)).length === 0 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 500,
      what: 'the first erasure',
    });
    const erinBefore = (await tracesOf(erin.session.user.id)).sort();

    // The same event again (same id), as a redelivery or a replayed topic would bring it.
    const bus = createKafka({
      brokers: inject('infra').kafkaBrokers.split(','),
      sasl: inject('infra').kafkaUsers.admin,
      clientId: 'replay',
      topicPrefix: stack.names.topicPrefix,
      logger: createLogger('replay', 'silent'),
    });
    try {
      const event = createEvent(
        'user.deleted',
        { userId: dave.session.user.id, deletedAt: new Date().toISOString() },
        { key: dave.session.user.id, producer: 'accounts', occurredAt: new Date() },
      );
      await bus.publish(event.type, event);
      await bus.publish(event.type, event);
    } finally {
      await bus.disconnect();
    }
    // Give every consumer time to apply it, then nothing has come back and nothing else went.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await tracesOf(dave.session.user.id, dave.email)).toEqual([]);
    expect((await tracesOf(erin.session.user.id)).sort()).toEqual(erinBefore);
    expect((await stack.call('/api/users/me', { token: erin.session.access_token })).status).toBe(200);
  }, 90_000);
});
