import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { connectMongo, connectRedis, createLocks, createLogger } from '@chainscribe/service-kit';
import { uniqueNames } from '@chainscribe/service-kit/testing';
import { createUsersRepository, type NewUser, type UsersRepository } from '../src/data-access/users.repository.ts';

/**
 * Every signed-in page reads the caller's row by identity id. FerretDB v1 finds a row through an
 * index only for a filter of `_id` alone, so the read asks for that first; rows whose `_id` is not
 * the identity id (Clerk rows created before) must still be found.
 */
describe('user rows by identity id', () => {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), 'acc-lookup');
  const logger = createLogger('acc-lookup-test', 'silent');
  let mongo: Connection;
  let redis: Redis;
  let users: UsersRepository;
  const filters: unknown[] = [];

  beforeAll(async () => {
    mongo = await connectMongo(infra.mongoUrl, names.database('accounts'), logger);
    redis = await connectRedis(infra.redisUrl, logger);
    users = createUsersRepository(mongo, createLocks(redis, { prefix: `t:${names.id}:`, logger }));
    await users.init();
    mongo.set('debug', (collection: string, method: string, filter: unknown) => {
      if (collection === 'users' && method === 'findOne') filters.push(filter);
    });
  });
  afterAll(async () => {
    await mongo?.close();
    await redis?.quit();
  });

  const row = (id: string, clerkId: string): NewUser => ({
    _id: id,
    clerk_id: clerkId,
    email: `${clerkId}@example.com`,
    auth_source: 'clerk',
    plan: 'free',
    is_premium: false,
    status: 'active',
    subscription_expires_at: null,
    created_at: new Date(),
  });

  it('when a row keyed by its identity id is read, then one query asks for its _id and nothing else', async () => {
    const id = `user_${randomUUID()}`;
    await users.insert(row(id, id), 'taken');
    filters.length = 0;
    expect(await users.findByClerkId(id)).toMatchObject({ _id: id, clerk_id: id });
    expect(filters).toEqual([{ _id: id }]);
  });

  it('when a Clerk row was created with a random _id, then it is still found and a charge still applies to it', async () => {
    const clerkId = `user_${randomUUID()}`;
    const legacyId = randomUUID();
    await users.insert(row(legacyId, clerkId), 'taken');
    expect(await users.findByClerkId(clerkId)).toMatchObject({ _id: legacyId, clerk_id: clerkId });
    const charged = await users.applyCharge(clerkId, `charge-${randomUUID()}`, 30, new Date('2030-01-01T00:00:00Z'));
    expect(charged).toMatchObject({ _id: legacyId, plan: 'premium', is_premium: true });
  });

  it("when another row's _id equals the identity id, then the row whose identity it is comes back", async () => {
    const clerkId = `user_${randomUUID()}`;
    await users.insert({ ...row(clerkId, `other_${randomUUID()}`), email: `other-${randomUUID()}@example.com` }, 'taken');
    const ownId = randomUUID();
    await users.insert(row(ownId, clerkId), 'taken');
    expect(await users.findByClerkId(clerkId)).toMatchObject({ _id: ownId, clerk_id: clerkId });
  });

  it('when no row has the identity id, then nothing comes back', async () => {
    expect(await users.findByClerkId(`user_${randomUUID()}`)).toBeNull();
  });
});
