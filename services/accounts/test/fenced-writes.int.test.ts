import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { AppError, FENCE_FIELD, connectMongo, connectRedis, createLocks, createLogger } from '@chainscribe/service-kit';
import { startHoldingRelay, uniqueNames, waitFor } from '@chainscribe/service-kit/testing';
import { createPasswordResetsRepository } from '../src/data-access/password-resets.repository.ts';
import { createPaymentsRepository } from '../src/data-access/payments.repository.ts';
import { createSessionsRepository } from '../src/data-access/sessions.repository.ts';
import { createUsersRepository, type UsersRepository } from '../src/data-access/users.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Accounts' read-modify-writes as two replicas would run them: each "replica" has its own Redis
 * connection and its own lock client, both on the real engines.
 */
describe('accounts writes under fenced locks', () => {
  const infra = inject('infra');
  const names = uniqueNames(inject('runId'), 'acc-fence');
  const logger = createLogger('acc-fence-test', 'silent');
  const prefix = `t:${names.id}:`;
  let mongo: Connection;
  const redises: Redis[] = [];
  beforeAll(async () => {
    mongo = await connectMongo(infra.mongoUrl, names.database('accounts'), logger);
    redises.push(await connectRedis(infra.redisUrl, logger), await connectRedis(infra.redisUrl, logger));
    await createUsersRepository(mongo, createLocks(redises[0] as Redis, { prefix, logger })).init();
  });
  afterAll(async () => {
    await mongo?.close();
    await Promise.all(redises.map((r) => r.quit()));
  });
  const replicas = (options: { ttlMs?: number } = {}) => redises.map((redis) => createLocks(redis, { prefix, logger, ...options }));

  async function newUser(users: UsersRepository): Promise<string> {
    const id = `user-${randomUUID()}`;
    const now = new Date();
    await users.insert(
      {
        _id: id,
        clerk_id: id,
        email: `${id}@example.com`,
        auth_source: 'local',
        plan: 'free',
        is_premium: false,
        status: 'active',
        subscription_expires_at: null,
        created_at: now,
      },
      'taken',
    );
    return id;
  }

  it('when two replicas apply different charges to one user concurrently for many rounds, then every charge counts exactly once', async () => {
    const [a, b] = replicas().map((locks) => createUsersRepository(mongo, locks));
    if (!a || !b) throw new Error('two replicas expected');
    const userId = await newUser(a);
    const now = new Date('2030-01-01T00:00:00Z');
    const rounds = 15;
    await Promise.all(
      [a, b].map(async (users, r) => {
        for (let i = 0; i < rounds; i++) await users.applyCharge(userId, `charge-${r}-${i}`, 30, now);
      }),
    );
    const user = await a.findByClerkId(userId);
    expect(user?.applied_charges).toHaveLength(2 * rounds);
    expect(new Set(user?.applied_charges).size).toBe(2 * rounds);
    expect(user?.subscription_expires_at?.getTime()).toBe(now.getTime() + 2 * rounds * 30 * DAY);
    expect(user).toMatchObject({ plan: 'premium', is_premium: true });
  });

  it("when a replica's charge write reaches MongoDB only after another replica applied its own, then the stale write is refused and the newer charge stands", async () => {
    const relay = await startHoldingRelay(new URL(infra.mongoUrl));
    // Monitoring heartbeats must not use up the relay's message count.
    const slowMongo = await connectMongo(`${relay.url}&heartbeatFrequencyMS=60000`, names.database('accounts'), logger);
    try {
      const [slowLocks, fastLocks] = replicas({ ttlMs: 1000 });
      if (!slowLocks || !fastLocks) throw new Error('two replicas expected');
      const stale = createUsersRepository(slowMongo, slowLocks);
      const fresh = createUsersRepository(mongo, fastLocks);
      const userId = await newUser(fresh);
      const now = new Date('2030-01-01T00:00:00Z');

      // Warm: indexes built and a pooled connection open, so the next request is the charge's own read.
      await stale.init();
      await stale.findByClerkId(userId);
      // The stale replica's read goes through; its update is held until after its lease.
      relay.holdAfter(1);
      const refusal = await stale.applyCharge(userId, 'charge-stale', 30, now).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ status: 503 });
      expect(relay.heldMessages()).toBeGreaterThan(0);

      await fresh.applyCharge(userId, 'charge-new', 30, now);
      const answered = relay.release();
      await waitFor(() => answered(), { timeoutMs: 5000, what: 'the held update to be answered' });

      const user = await fresh.findByClerkId(userId);
      expect(user?.applied_charges).toEqual(['charge-new']);
      expect(user?.subscription_expires_at?.getTime()).toBe(now.getTime() + 30 * DAY);
      expect((user as Record<string, unknown> | null)?.[FENCE_FIELD]).toEqual(expect.any(Number));
    } finally {
      await slowMongo.close();
      await relay.close();
    }
  });

  it('when two replicas move one payment to confirmed at once, many times over, then exactly one of them moves it each time', async () => {
    const [a, b] = replicas().map((locks) => createPaymentsRepository(mongo, locks));
    if (!a || !b) throw new Error('two replicas expected');
    await a.init();
    for (let i = 0; i < 10; i++) {
      const chargeId = `charge-${randomUUID()}`;
      const now = new Date();
      await a.insert({
        _id: chargeId,
        charge_id: chargeId,
        user_id: 'payer',
        plan: 'premium',
        amount: 25,
        currency: 'USD',
        period_days: 30,
        provider: 'sandbox',
        provider_invoice_id: null,
        provider_payment_id: null,
        checkout_url: 'http://127.0.0.1/checkout',
        pay_currency: null,
        status: 'pending',
        status_history: [],
        created_at: now,
        updated_at: now,
      });
      const moved = await Promise.all([
        a.advance(chargeId, 'confirmed', 'replica-a', now),
        b.advance(chargeId, 'confirmed', 'replica-b', now),
      ]);
      expect(moved.filter(Boolean)).toHaveLength(1);
      const stored = await a.findByChargeId(chargeId);
      expect(stored?.status).toBe('confirmed');
      expect(stored?.status_history.filter((h) => h.status === 'confirmed')).toHaveLength(1);
    }
  });

  it('when two replicas consume one reset link at once, many times over, then exactly one of them gets it', async () => {
    const [a, b] = replicas().map((locks) => createPasswordResetsRepository(mongo, locks));
    if (!a || !b) throw new Error('two replicas expected');
    for (let i = 0; i < 10; i++) {
      const tokenHash = `hash-${randomUUID()}`;
      const now = new Date();
      await a.create({ _id: tokenHash, user_id: 'resetter', created_at: now, expires_at: new Date(now.getTime() + 60_000) });
      const got = await Promise.all([a.consume(tokenHash, now), b.consume(tokenHash, now)]);
      expect(got.filter((r) => r !== null)).toHaveLength(1);
    }
  });

  it('when two replicas revoke and rotate one session at once, then the revocation always holds', async () => {
    const [a, b] = replicas().map((locks) => createSessionsRepository(mongo, locks));
    if (!a || !b) throw new Error('two replicas expected');
    for (let i = 0; i < 10; i++) {
      const id = `session-${randomUUID()}`;
      const now = new Date();
      await a.create({
        _id: id,
        user_id: 'sessions-user',
        refresh_hash: 'h0',
        created_at: now,
        last_refreshed_at: now,
        expires_at: new Date(now.getTime() + DAY),
      });
      await Promise.all([a.rotate(id, 'h0', `h${i + 1}`, now, new Date(now.getTime() + DAY), 0), b.revoke(id, 'signed out', now)]);
      expect(await a.find(id)).toMatchObject({ revoked_reason: 'signed out', revoked_at: now });
    }
  });
});
