import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultUserSettings,
  exportMe,
  getPersonalisation,
  getPublicProfile,
  libraryItemSchema,
  personalisationSchema,
  problemSchema,
  profileMessages,
  publicProfileSchema,
  type LibraryItem,
  type UserSettingsValues,
} from '@chainscribe/contracts';
import { connectMongo, createLogger } from '@chainscribe/service-kit';
import { startUserDataStack, type UserDataStack } from './support/user-data-stack.ts';

/** Public profile, the export's personal part and personalisation, through the gateway with every service running. */
describe('controls that reach other services', () => {
  let stack: UserDataStack;
  // A built SPA's shell: the gateway serves it for /u/:username with the sharing tags filled in.
  const spaDir = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(
    join(spaDir, 'index.html'),
    '<!doctype html><html><head><title>Chainscribe</title></head><body><div id="root"></div></body></html>',
  );
  beforeAll(async () => {
    stack = await startUserDataStack('personal-controls', { gatewayEnv: { SPA_DIR: spaDir } });
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    rmSync(spaDir, { recursive: true, force: true });
  }, 60_000);

  const put = (token: string, path: string, json: unknown) =>
    fetch(`${stack.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '198.19.200.1' },
      body: JSON.stringify(json),
    });
  const settings = async (token: string, values: Partial<UserSettingsValues>) => {
    const res = await put(token, '/api/users/me/settings', { ...defaultUserSettings, ...values });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const draft = async (token: string, json: unknown): Promise<LibraryItem> => {
    const res = await stack.call('/api/library', { token, json });
    expect(res.status, await res.clone().text()).toBe(201);
    return libraryItemSchema.parse(await res.json());
  };
  /** A thread generated with only a topic: every other option is the server's to choose. */
  const generated = async (token: string): Promise<LibraryItem> => {
    const res = await stack.call('/api/threads/generate', {
      token,
      json: { options: { threadType: 'custom', customTopic: 'restaking yields' } },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { threadId } = (await res.json()) as { threadId: string };
    return libraryItemSchema.parse(await (await stack.call(`/api/library/${threadId}`, { token })).json());
  };
  const threadOf = (n: number, tone: string, topic: string) => ({
    kind: 'thread',
    tweets: Array.from({ length: n }, (_, i) => `${topic}, part ${i + 1}`),
    tone,
    hook: 'question',
    topic,
  });

  it('when two users keep different threads, then a request naming only a topic is written with each one’s habits', async () => {
    const calm = await stack.signUp('calm-writer');
    const plain = await stack.signUp('plain-writer');
    for (const topic of ['staking', 'bridges', 'oracles']) {
      await draft(calm.session.access_token, threadOf(8, 'calm', topic));
      await draft(plain.session.access_token, threadOf(5, 'educational', topic));
    }
    const view = personalisationSchema.parse(
      await (await stack.call(getPersonalisation.path, { token: calm.session.access_token })).json(),
    );
    expect(view).toMatchObject({ enabled: true, itemsUsed: 3, defaults: { tone: 'calm', length: 8, hookStyle: 'question' } });

    const calmThread = await generated(calm.session.access_token);
    const plainThread = await generated(plain.session.access_token);
    expect([calmThread.tone, calmThread.length]).toEqual(['calm', 8]);
    expect([plainThread.tone, plainThread.length]).toEqual(['educational', 5]);
    expect(calmThread.tweets.length).toBeGreaterThan(plainThread.tweets.length);
  }, 120_000);

  it('when personalisation is switched off or cleared, then requests get the plain defaults again', async () => {
    const user = await stack.signUp('forgetful');
    const token = user.session.access_token;
    for (const topic of ['dao votes', 'airdrops']) await draft(token, threadOf(8, 'calm', topic));
    await settings(token, { personalisation: false });
    expect([(await generated(token)).tone, (await generated(token)).length]).toEqual(['educational', 5]);

    await settings(token, { personalisation: true });
    const cleared = await stack.call(getPersonalisation.path, { token, method: 'DELETE' });
    expect(cleared.status, await cleared.clone().text()).toBe(200);
    expect(personalisationSchema.parse(await cleared.json())).toMatchObject({ itemsUsed: 0, defaults: { tone: null, length: null } });
    const after = await generated(token);
    expect([after.tone, after.length]).toEqual(['educational', 5]);
  }, 120_000);

  it('when a profile is public, then anyone sees its name, bio and only the items marked public; private or unknown is 404', async () => {
    const author = await stack.signUp('public-author');
    const token = author.session.access_token;
    const username = `pub_${Date.now().toString(36)}`;
    expect((await put(token, '/api/users/me/profile', { fullName: 'Pat Public', username, bio: 'On-chain notes.' })).status).toBe(200);
    const shown = await draft(token, threadOf(5, 'calm', 'shown thread'));
    await draft(token, threadOf(5, 'calm', 'hidden thread'));
    const marked = await fetch(`${stack.url}/api/library/${shown.id}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'if-match': `"${shown.version}"`,
        'x-forwarded-for': '198.19.200.2',
      },
      body: JSON.stringify({ public: true }),
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect(libraryItemSchema.parse(await marked.json()).public).toBe(true);

    const path = getPublicProfile.path.replace(':username', username);
    expect((await stack.call(path)).status).toBe(404); // public profile is off by default
    await settings(token, { publicProfile: true });
    const open = await stack.call(path);
    expect(open.status, await open.clone().text()).toBe(200);
    const page = publicProfileSchema.parse(await open.json());
    expect(page).toMatchObject({ username, fullName: 'Pat Public', bio: 'On-chain notes.' });
    expect(page.items.map((item) => item.topic)).toEqual(['shown thread']);
    const card = await stack.call(`/u/${username}`);
    expect(card.status).toBe(200);
    const html = await card.text();
    expect(html).toContain('<meta property="og:title" content="Pat Public on Chainscribe" />');
    expect(html).toContain('<meta name="twitter:description" content="On-chain notes." />');
    expect(html).toContain('<div id="root"></div>');

    await settings(token, { publicProfile: false });
    const closed = await stack.call(path);
    expect(closed.status).toBe(404);
    expect(problemSchema.parse(await closed.json()).error).toBe(profileMessages.publicProfileNotFound);
    const hidden = await stack.call(`/u/${username}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('Pat Public');
    expect((await stack.call(getPublicProfile.path.replace(':username', 'nobody_here_1'))).status).toBe(404);
  }, 120_000);

  it('when a user downloads their data, then their profile, settings and each consent with its time are in it', async () => {
    const user = await stack.signUp('export-personal');
    const token = user.session.access_token;
    expect((await put(token, '/api/users/me/profile', { fullName: 'Eve Export', username: null, bio: '' })).status).toBe(200);
    await settings(token, { emailUpdates: true });
    const res = await stack.call(exportMe.path, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    const { accounts } = exportMe.response.parse(await res.json()).services;
    expect(accounts.profile?.[0]).toMatchObject({ full_name: 'Eve Export' });
    expect(accounts.settings?.[0]).toMatchObject({ emailUpdates: true });
    expect(accounts.consents?.map((c) => [c.purpose, c.granted])).toEqual([['email_updates', true]]);
    expect(typeof accounts.consents?.[0]?.at).toBe('string');
  }, 120_000);

  it('when a user deletes the account, then profile, username, settings, consents and push subscriptions go and the name is free again', async () => {
    const user = await stack.signUp('leaving');
    const token = user.session.access_token;
    const username = `gone_${Date.now().toString(36)}`;
    expect((await put(token, '/api/users/me/profile', { fullName: 'Gone Soon', username, bio: '' })).status).toBe(200);
    await settings(token, { emailUpdates: true, pushNotifications: true });
    const subscribed = await stack.call('/api/users/me/push-subscriptions', {
      token,
      json: { endpoint: 'https://push.example.com/sub/gone', keys: { p256dh: 'BAAA', auth: 'AAAA' } },
    });
    expect(subscribed.status, await subscribed.clone().text()).toBe(201);

    const deleted = await stack.call('/api/users/me', { token, method: 'DELETE', json: { email: user.email } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const mongo = await connectMongo(stack.infra.mongoUrl, stack.database('accounts'), createLogger('test', 'silent'));
    try {
      const id = user.session.user.id;
      const left = await Promise.all(
        (['profiles', 'settings'] as const).map((name) => mongo.collection<{ _id: string }>(name).countDocuments({ _id: id })),
      );
      expect(left).toEqual([0, 0]);
      expect(await mongo.collection('consents').countDocuments({ user_id: id })).toBe(0);
      expect(await mongo.collection('push_subscriptions').countDocuments({ user_id: id })).toBe(0);
      expect(await mongo.collection('usernames').countDocuments({ user_id: id })).toBe(0);
    } finally {
      await mongo.close();
    }
    const next = await stack.signUp('taker');
    expect((await put(next.session.access_token, '/api/users/me/profile', { fullName: '', username, bio: '' })).status).toBe(200);
  }, 120_000);
});
