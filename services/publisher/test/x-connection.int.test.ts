import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, publisherErrorCodes, xConnectionSchema } from '@chainscribe/contracts';
import { waitFor } from '@chainscribe/service-kit/testing';
import { createTokenCipher } from '../src/domain/token-cipher.ts';
import { configSchema } from '../src/config.ts';
import { identityOf, startPublisherSystem, type PublisherSystem } from './support/publisher-system.ts';

const handle = () => `u${randomUUID().replace(/-/g, '').slice(0, 12)}`;

describe('X connection (OAuth 2.0 PKCE)', () => {
  let sys: PublisherSystem;
  let db: mongoose.Connection;
  beforeAll(async () => {
    sys = await startPublisherSystem('pub-connect', { workers: 0 });
    db = await mongoose.createConnection(sys.env.MONGO_URL ?? '', { dbName: sys.env.MONGO_DB }).asPromise();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await sys?.stop();
  });
  /** The user's access token as stored, opened with the service's key. */
  const accessTokenOf = async (userId: string): Promise<string> => {
    const stored = await db.collection('x_connections').findOne({ _id: userId as never });
    return createTokenCipher(configSchema.parse(sys.env).X_TOKEN_ENCRYPTION_KEY).open(stored?.accessToken as never, userId, 'access');
  };
  /** What X answers that token now. */
  const meAtX = (token: string) => fetch(`${sys.x.apiBaseUrl}users/me`, { headers: { authorization: `Bearer ${token}` } });

  it('when a user approves on the authorize page, then the connection names their X account and the tokens are stored sealed', async () => {
    const user = identityOf(`connect-${randomUUID()}`);
    const username = handle();
    const res = await sys.connect(user, username);
    expect(res.status).toBe(200);
    const connection = xConnectionSchema.parse(res.body);
    expect(connection).toMatchObject({ state: 'connected', account: { username } });
    const status = await sys.call('GET', '/api/publisher/x/connection', user);
    expect(status.body).toEqual(connection);

    const stored = await db.collection('x_connections').findOne({ _id: user.userId as never });
    expect(stored?.accessToken).toMatchObject({ iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });
    // Sealed with the service's key and bound to this user: it opens to a token X accepts.
    const cipher = createTokenCipher(configSchema.parse(sys.env).X_TOKEN_ENCRYPTION_KEY);
    const token = cipher.open(stored?.accessToken as never, user.userId, 'access');
    expect(JSON.stringify(stored)).not.toContain(token);
    const me = await fetch(`${sys.x.apiBaseUrl}users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { data: { username: string } }).data.username).toBe(username);
    expect(() => cipher.open(stored?.accessToken as never, 'someone-else', 'access')).toThrow();
  });

  it('when the callback comes twice, from another session, or after a cancel, then it is refused and nothing is stored', async () => {
    const user = identityOf(`replay-${randomUUID()}`);
    const started = await sys.call('POST', '/api/publisher/x/connect', user, {});
    const authorizeUrl = new URL((started.body as { authorizeUrl: string }).authorizeUrl);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('s256');
    expect(authorizeUrl.searchParams.get('scope')).toBe('tweet.read tweet.write users.read offline.access');
    const state = authorizeUrl.searchParams.get('state') ?? '';

    const otherSession = await sys.call('POST', '/api/publisher/x/callback', identityOf(user.userId, 'another-session'), {
      state,
      code: 'x',
    });
    expect(otherSession.status).toBe(400);
    expect(otherSession.body).toMatchObject({ code: 'x_connect_expired' });
    // The state was used up by that attempt: the right session cannot use it afterwards either.
    const again = await sys.call('POST', '/api/publisher/x/callback', user, { state, code: 'x' });
    expect(again.status).toBe(400);

    const fresh = await sys.call('POST', '/api/publisher/x/connect', user, {});
    const freshState = new URL((fresh.body as { authorizeUrl: string }).authorizeUrl).searchParams.get('state');
    const denied = await sys.call('POST', '/api/publisher/x/callback', user, { state: freshState, error: 'access_denied' });
    expect(denied.status).toBe(400);
    expect(denied.body).toMatchObject({ code: 'x_connect_denied' });
    expect((await sys.call('GET', '/api/publisher/x/connection', user)).body).toMatchObject({ state: 'disconnected', account: null });
    expect(await db.collection('x_connections').countDocuments({ _id: user.userId as never })).toBe(0);
  });

  it('when the user disconnects, then X revokes the tokens and the connection is gone; scheduling then asks to connect', async () => {
    const user = identityOf(`disconnect-${randomUUID()}`);
    await sys.connect(user, handle());
    const token = await accessTokenOf(user.userId);

    const res = await sys.call('DELETE', '/api/publisher/x/connection', user);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'disconnected' });
    expect((await meAtX(token)).status).toBe(401);
    expect(await db.collection('x_connections').countDocuments({ _id: user.userId as never })).toBe(0);

    const itemId = sys.library.add(user.userId, ['gm']);
    const schedule = await sys.call('POST', '/api/publisher/posts', user, { itemId, when: { timing: 'now' } });
    expect(schedule.status).toBe(409);
    expect(schedule.body).toMatchObject({
      code: publisherErrorCodes.reconnectRequired,
      error: expect.stringContaining('Connect your X account'),
    });
  });

  it('when the account is deleted, then the grant is revoked at X before the connection is erased', async () => {
    const user = identityOf(`deleted-${randomUUID()}`);
    await sys.connect(user, handle());
    const token = await accessTokenOf(user.userId);
    expect((await meAtX(token)).status).toBe(200);

    await sys.publish(
      createEvent(
        'user.deleted',
        { userId: user.userId, deletedAt: new Date().toISOString() },
        { key: user.userId, producer: 'accounts', occurredAt: new Date() },
      ),
    );
    await waitFor(
      async () => ((await db.collection('x_connections').countDocuments({ _id: user.userId as never })) === 0 ? true : undefined),
      {
        timeoutMs: 20_000,
        intervalMs: 150,
        what: 'the connection to be erased',
      },
    );
    expect((await meAtX(token)).status).toBe(401);
  });
});
