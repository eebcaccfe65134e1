import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  defaultUserSettings,
  getProfile,
  getSettings,
  problemSchema,
  profileMessages,
  profileSchema,
  updateSettings,
  userSettingsSchema,
  type UserSettingsValues,
} from '@chainscribe/contracts';
import type { Redis } from 'ioredis';
import { connectMongo, connectRedis, createLocks, createLogger } from '@chainscribe/service-kit';
import { createMailer } from '../services/accounts/src/data-access/mailer.ts';
import { consentModel, settingsModel } from '../services/accounts/src/data-access/settings.model.ts';
import { createSettingsRepository } from '../services/accounts/src/data-access/settings.repository.ts';
import { createSettingsService } from '../services/accounts/src/domain/settings.ts';
import { createUpdateMailer } from '../services/accounts/src/domain/update-mail.ts';
import { callerOf, signUp, type Caller } from './support/signed-up.ts';
import { startSmtpStandIn } from './support/smtp-stand-in.ts';
import { startAuthStack } from './support/stack.ts';

// The smallest valid PNG (1×1, one pixel).
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('profile and settings kept by accounts', () => {
  let stack: Awaited<ReturnType<typeof startAuthStack>>;
  let call: Caller;
  let mongo: Connection;
  let redis: Redis;
  const logger = createLogger('test', 'silent');
  beforeAll(async () => {
    stack = await startAuthStack('profile-settings');
    call = callerOf(stack.url);
    mongo = await connectMongo(stack.infra.mongoUrl, stack.names.database('accounts'), logger);
    redis = await connectRedis(stack.infra.redisUrl, logger);
  }, 120_000);
  afterAll(async () => {
    await mongo?.close();
    redis?.disconnect();
    await stack?.stop();
  }, 60_000);

  const put = (token: string, values: UserSettingsValues) => call(updateSettings.path, { token, method: 'PUT', json: values });

  it('when a user saves settings on one device, then another device reads them and the row holds them', async () => {
    const user = await signUp(call, 'settings');
    const first = await call(getSettings.path, { token: user.session.access_token });
    expect(userSettingsSchema.parse(await first.json())).toEqual({ ...defaultUserSettings, emailUpdatesConsentAt: null, updatedAt: null });

    const chosen = {
      ...defaultUserSettings,
      theme: 'light',
      autoSave: false,
      publicProfile: true,
      personalisation: false,
      notFinancialAdvice: true,
    } as const;
    const saved = await put(user.session.access_token, chosen);
    expect(saved.status, await saved.clone().text()).toBe(200);

    const otherDevice = await user.signInAgain();
    const read = userSettingsSchema.parse(await (await call(getSettings.path, { token: otherDevice.access_token })).json());
    expect(read).toMatchObject(chosen);
    const row = await settingsModel(mongo).findById(user.session.user.id).lean().exec();
    expect(row).toMatchObject({ theme: 'light', autoSave: false, publicProfile: true, personalisation: false, notFinancialAdvice: true });
  }, 60_000);

  it('when settings are invalid, then the answer is a 400 problem and nothing is stored', async () => {
    const user = await signUp(call, 'bad-settings');
    const res = await call(updateSettings.path, { token: user.session.access_token, method: 'PUT', json: { theme: 'pink' } });
    expect(res.status).toBe(400);
    expect(problemSchema.parse(await res.json()).errors?.length).toBeGreaterThan(0);
    expect(await settingsModel(mongo).findById(user.session.user.id).lean().exec()).toBeNull();
  });

  it('when email updates are switched on and off, then each change is recorded with its time and the consent time is kept', async () => {
    const user = await signUp(call, 'consent');
    const token = user.session.access_token;
    const before = Date.now();
    const on = userSettingsSchema.parse(await (await put(token, { ...defaultUserSettings, emailUpdates: true })).json());
    expect(Date.parse(on.emailUpdatesConsentAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // Saving again with consent unchanged neither adds a record nor moves the consent time.
    const again = userSettingsSchema.parse(await (await put(token, { ...defaultUserSettings, emailUpdates: true, theme: 'light' })).json());
    expect(again.emailUpdatesConsentAt).toBe(on.emailUpdatesConsentAt);
    const off = userSettingsSchema.parse(await (await put(token, { ...defaultUserSettings, emailUpdates: false })).json());
    expect(off.emailUpdatesConsentAt).toBeNull();

    const records = await consentModel(mongo).find({ user_id: user.session.user.id }).sort({ at: 1 }).lean().exec();
    expect(records.map((r) => [r.purpose, r.granted])).toEqual([
      ['email_updates', true],
      ['email_updates', false],
    ]);
    expect(records[0]?.at.toISOString()).toBe(on.emailUpdatesConsentAt);
  }, 60_000);

  it('when an update email is sent, then the mailer sends it only to a user who consented', async () => {
    const smtp = await startSmtpStandIn();
    try {
      const settings = createSettingsService({
        repo: createSettingsRepository(mongo),
        locks: createLocks(redis, { prefix: `${stack.names.id}:cs:accounts:`, logger }),
        now: () => new Date(),
      });
      const mailer = createUpdateMailer({
        mailer: createMailer({ smtpUrl: smtp.url, from: 'test@chainscribe.local', logLinks: false, logger }),
        settings,
        logger,
      });
      const silent = await signUp(call, 'no-consent');
      const keen = await signUp(call, 'consents');
      await put(keen.session.access_token, { ...defaultUserSettings, emailUpdates: true });
      const message = { subject: 'What is new in Chainscribe', text: 'Scheduling is here.' };

      expect(await mailer.send({ id: silent.session.user.id, email: silent.email }, message)).toBe('no_consent');
      expect(await mailer.send({ id: keen.session.user.id, email: keen.email }, message)).toBe('sent');
      expect(smtp.received.map((m) => m.to)).toEqual([[`<${keen.email}>`]]);
      expect(smtp.received[0]?.data).toContain('What is new in Chainscribe');
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it('when a profile is saved, then it is read back on another device; a username held by another user is 409 whatever its case', async () => {
    const owner = await signUp(call, 'profile');
    const rival = await signUp(call, 'rival');
    const name = `ada_${Date.now().toString(36)}`;
    const saved = await call(getProfile.path, {
      token: owner.session.access_token,
      method: 'PUT',
      json: { fullName: 'Ada Lovelace', username: name.toUpperCase(), bio: 'Writes about restaking.' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(profileSchema.parse(await saved.json())).toMatchObject({ username: name, fullName: 'Ada Lovelace' });

    const elsewhere = await owner.signInAgain();
    const read = profileSchema.parse(await (await call(getProfile.path, { token: elsewhere.access_token })).json());
    expect(read).toMatchObject({ fullName: 'Ada Lovelace', username: name, bio: 'Writes about restaking.' });

    const taken = await call(getProfile.path, {
      token: rival.session.access_token,
      method: 'PUT',
      json: { fullName: 'Rival', username: name.replace('ada', 'ADA'), bio: '' },
    });
    expect(taken.status).toBe(409);
    expect(problemSchema.parse(await taken.json()).error).toBe(profileMessages.usernameTaken);
    expect(profileSchema.parse(await (await call(getProfile.path, { token: rival.session.access_token })).json()).username).toBeNull();
  }, 60_000);

  it('when a bio is over 160 characters as X counts them, then it is refused with the limit in words', async () => {
    const user = await signUp(call, 'bio');
    // 80 emoji count 160 on X; 81 count 162.
    const ok = await call(getProfile.path, {
      token: user.session.access_token,
      method: 'PUT',
      json: { fullName: '', username: null, bio: '🚀'.repeat(80) },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const long = await call(getProfile.path, {
      token: user.session.access_token,
      method: 'PUT',
      json: { fullName: '', username: null, bio: '🚀'.repeat(81) },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(profileMessages.bioTooLong);
  }, 60_000);

  it('when a picture is uploaded, then anyone can load it from its content-hashed URL with year-long caching', async () => {
    const user = await signUp(call, 'avatar');
    const res = await call('/api/users/me/avatar', {
      token: user.session.access_token,
      method: 'PUT',
      body: png,
      contentType: 'application/octet-stream',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { avatarUrl } = profileSchema.parse(await res.json());
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[a-f0-9]{64}$/);

    const image = await call(avatarUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  }, 60_000);

  it('when a file is not a picture whatever its name says, or is over 1 MB, then it is refused with a clear message and the profile keeps no picture', async () => {
    const user = await signUp(call, 'bad-avatar');
    const token = user.session.access_token;
    const text = await call('/api/users/me/avatar', {
      token,
      method: 'PUT',
      body: Buffer.from('not a picture at all'),
      contentType: 'image/png',
    });
    expect(text.status).toBe(415);
    expect(problemSchema.parse(await text.json()).error).toBe(profileMessages.avatarType);

    const huge = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const big = await call('/api/users/me/avatar', { token, method: 'PUT', body: huge, contentType: 'image/png' });
    expect(big.status).toBe(413);
    expect(problemSchema.parse(await big.json()).error).toBe(profileMessages.avatarTooLarge);
    expect(profileSchema.parse(await (await call(getProfile.path, { token })).json()).avatarUrl).toBeNull();
  }, 60_000);
});
