import { connect as connectSocket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAccess, redisUsers, type RedisUser } from '../deploy/local/redis-acl.ts';
import { startPrivateRedis, type PrivateEngine } from './support/private-engines.ts';

/** Inline commands on a bare socket, one answer line each: what a client without any library gets. */
function rawExchange(port: number, commands: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(port, '127.0.0.1', () => socket.write(commands.map((c) => `${c}\r\n`).join('')));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const lines = received.split('\r\n').filter(Boolean);
      if (lines.length >= commands.length) {
        socket.destroy();
        resolve(lines.slice(0, commands.length));
      }
    });
    socket.on('error', reject);
  });
}

/** The launcher's redis-server with its ACL users, private to this file (the shared one may predate them). */
describe('Redis ACL users', () => {
  let engine: PrivateEngine;
  const clients: Redis[] = [];
  const connect = (url: string) => {
    const client = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: true, lazyConnect: false });
    client.on('error', () => undefined);
    clients.push(client);
    return client;
  };
  const refusal = async (attempt: Promise<unknown>): Promise<string> => {
    try {
      await attempt;
    } catch (err) {
      return (err as Error).message;
    }
    return 'allowed';
  };
  // Tests share one Redis with a run prefix before every key: the launcher's patterns allow it.
  const keyOf = (user: RedisUser, name: string) => `t_run_1:${redisAccess[user].readWrite[0] ?? ''}${name}`;

  beforeAll(async () => {
    engine = await startPrivateRedis();
    // Seed one key of each service with full access, so a refused read is the ACL, not a missing key.
    const admin = connect(engine.url);
    for (const user of redisUsers) await admin.set(keyOf(user, 'seed'), `${user}-secret`);
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await engine?.stop();
  });

  it('when the launcher starts Redis, then it hands out one user per service and nothing else', () => {
    expect(Object.keys(engine.users).sort()).toEqual([...redisUsers].sort());
    expect(new Set(Object.values(engine.users)).size).toBe(redisUsers.length);
  });

  for (const user of redisUsers) {
    it(`when ${user} works under its own prefixes, then reads, writes, scripts with TIME and MULTI succeed`, async () => {
      const redis = connect(engine.users[user] ?? '');
      for (const prefix of redisAccess[user].readWrite) {
        const key = `t_run_1:${prefix}probe`;
        expect(await redis.set(key, '1', 'EX', 60)).toBe('OK');
        expect(await redis.eval("redis.call('TIME'); return redis.call('INCR', KEYS[1])", 1, key)).toBe(2);
        expect(await redis.multi().get(key).pexpire(key, 60_000).exec()).toEqual([
          [null, '2'],
          [null, 1],
        ]);
      }
      expect(await redis.get(keyOf(user, 'seed'))).toBe(`${user}-secret`);
    });

    it(`when ${user} reads or writes another service's keys, then Redis answers NOPERM`, async () => {
      const redis = connect(engine.users[user] ?? '');
      for (const other of redisUsers.filter((o) => o !== user)) {
        expect(await refusal(redis.get(keyOf(other, 'seed'))), `${user} reading ${other}`).toMatch(/^NOPERM/);
        expect(await refusal(redis.set(keyOf(other, 'seed'), 'forged')), `${user} writing ${other}`).toMatch(/^NOPERM/);
        expect(
          await refusal(redis.eval("return redis.call('GET', KEYS[1])", 1, keyOf(other, 'seed'))),
          `${user} scripting ${other}`,
        ).toMatch(/NOPERM|permissions/);
      }
    });

    it(`when ${user} tries FLUSHALL, CONFIG, KEYS or ACL, then Redis answers NOPERM and nothing is flushed`, async () => {
      const redis = connect(engine.users[user] ?? '');
      expect(await refusal(redis.flushall())).toMatch(/^NOPERM/);
      expect(await refusal(redis.flushdb())).toMatch(/^NOPERM/);
      expect(await refusal(redis.config('GET', '*'))).toMatch(/^NOPERM/);
      expect(await refusal(redis.keys('*'))).toMatch(/^NOPERM/);
      expect(await refusal(redis.call('ACL', 'LIST'))).toMatch(/^NOPERM/);
      expect(await connect(engine.url).get(keyOf(user, 'seed'))).toBe(`${user}-secret`);
    });
  }

  it('when the gateway checks a revoked session, then it may read what accounts wrote but not change it', async () => {
    const accounts = connect(engine.users.accounts ?? '');
    const gateway = connect(engine.users.gateway ?? '');
    const key = 't_run_1:cs:auth:revoked-session:s-1';
    expect(await accounts.set(key, '1', 'EX', 60)).toBe('OK');
    expect(await gateway.exists(key)).toBe(1);
    expect(await refusal(gateway.del(key))).toMatch(/^NOPERM/);
    expect(await accounts.exists(key)).toBe(1);
  });

  it('when a client connects without credentials or with a wrong password, then it can run nothing', async () => {
    const port = Number(new URL(engine.url).port);
    const answers = await rawExchange(port, [
      'GET t_run_1:cs:accounts:seed',
      'AUTH accounts not-the-password',
      'AUTH default anything',
      'FLUSHALL',
      'GET t_run_1:cs:accounts:seed',
    ]);
    expect(answers).toEqual([
      expect.stringMatching(/^-NOAUTH/),
      expect.stringMatching(/^-WRONGPASS/),
      expect.stringMatching(/^-WRONGPASS/),
      expect.stringMatching(/^-NOAUTH/),
      expect.stringMatching(/^-NOAUTH/),
    ]);
    expect(await connect(engine.url).get(keyOf('accounts', 'seed'))).toBe('accounts-secret');
  });
});
