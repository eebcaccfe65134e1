import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authSessionSchema } from '@chainscribe/contracts';
import { uniqueNames, waitFor } from '@chainscribe/service-kit/testing';
import type { SigningKeyDoc } from '../services/accounts/src/data-access/signing-key.model.ts';
import { testKeyCipher } from './support/accounts-session.ts';
import { startAuthStack } from './support/stack.ts';

const PASSWORD = 'correct horse 42';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What the accounts database holds: password hashes at today's parameters, private keys only encrypted. */
describe('accounts secrets at rest', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let mongo: MongoClient;
  let legacyKid: string;
  let legacyD: string;
  const database = uniqueNames(inject('runId'), 'at-rest').database('accounts');

  const call = (path: string, init: { token?: string; json?: unknown } = {}) =>
    fetch(`${stack.url}${path}`, {
      method: init.json === undefined ? 'GET' : 'POST',
      headers: {
        'x-forwarded-for': '192.0.2.77',
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;

  beforeAll(async () => {
    // A database from before encryption at rest: one plaintext private key, as the previous release stored it.
    mongo = await MongoClient.connect(inject('infra').mongoUrl);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    legacyKid = `legacy-${randomUUID().slice(0, 8)}`;
    const jwk = { ...(await exportJWK(privateKey)), kid: legacyKid };
    legacyD = jwk.d ?? '';
    await mongo
      .db(database)
      .collection<SigningKeyDoc>('signing_keys')
      .insertOne({ _id: legacyKid, private_jwk: jwk, created_at: new Date() });
    stack = await startAuthStack('at-rest', { accountsEnv: { MONGO_DB: database, AUTH_MAX_ATTEMPTS_PER_IP: '100' } });
  });
  afterAll(async () => {
    await stack?.stop();
    await mongo?.close();
  });

  it('when the service starts on a plaintext signing key, then the key is stored only encrypted and still signs tokens the gateway accepts', async () => {
    const rows = await mongo.db(database).collection<SigningKeyDoc>('signing_keys').find().toArray();
    expect(rows.map((r) => r._id)).toEqual([legacyKid]);
    const [row] = rows;
    expect(row).not.toHaveProperty('private_jwk');
    expect(row?.encrypted_jwk).toMatchObject({ alg: 'A256GCM' });
    expect(JSON.stringify(rows)).not.toContain(legacyD);
    // What is stored decrypts, with the environment's key, to the very key that was there.
    expect(row?.encrypted_jwk && testKeyCipher().decrypt(row.encrypted_jwk, legacyKid).d).toBe(legacyD);
    // …and only under its own key id (the id is bound into the ciphertext).
    expect(() => row?.encrypted_jwk && testKeyCipher().decrypt(row.encrypted_jwk, 'another-kid')).toThrow();

    const signUp = await call('/api/auth/sign-up', { json: { email: `k-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD } });
    const session = authSessionSchema.parse(await signUp.json());
    expect(kidOf(session.access_token)).toBe(legacyKid);
    expect((await call('/api/users/me', { token: session.access_token })).status).toBe(200);
  });

  it('when a user whose hash has the old parameters signs in, then the hash is upgraded to N=2^17 and both the old session and the password keep working', async () => {
    const email = `h-${randomUUID().slice(0, 8)}@example.com`;
    const created = authSessionSchema.parse(await (await call('/api/auth/sign-up', { json: { email, password: PASSWORD } })).json());
    const users = mongo.db(database).collection<{ email: string; password_hash: string }>('users');
    expect((await users.findOne({ email }))?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // Turn the row into one written by the previous release (N=2^15).
    const salt = randomBytes(16);
    const legacy = [
      'scrypt',
      32768,
      8,
      1,
      salt.toString('base64url'),
      scryptSync(PASSWORD, salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64url'),
    ].join('$');
    await users.updateOne({ email }, { $set: { password_hash: legacy } });

    expect((await call('/api/auth/sign-in', { json: { email, password: PASSWORD } })).status).toBe(200);
    const upgraded = await waitFor(
      async () => {
        const hash = (await users.findOne({ email }))?.password_hash;
        return hash?.startsWith('scrypt$131072$8$1$') ? hash : undefined;
      },
      { what: 'upgraded hash' },
    );
    expect(upgraded).not.toBe(legacy);
    expect((await call('/api/users/me', { token: created.access_token })).status).toBe(200);

    // The figure for the report: a sign-in at the new parameters, end to end through the gateway.
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await call('/api/auth/sign-in', { json: { email, password: PASSWORD } })).status).toBe(200);
      timings.push(performance.now() - started);
    }
    console.info(
      `sign-in at scrypt N=2^17: median ${median(timings).toFixed(0)} ms over 5 (${timings.map((t) => t.toFixed(0)).join(', ')})`,
    );
    expect((await users.findOne({ email }))?.password_hash).toBe(upgraded);
    expect((await call('/api/auth/sign-in', { json: { email, password: 'correct horse 43' } })).status).toBe(401);
  });
});
