import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@chainscribe/service-kit';
import { loadServiceConfig } from '../src/config.ts';
import { deriveVapidKeys } from '../src/domain/vapid.ts';

const base = {
  INTERNAL_AUTH_KEY: randomBytes(36).toString('base64url'),
  MARKET_INTERNAL_KEY: randomBytes(36).toString('base64url'),
  GENERATION_INTERNAL_KEY: randomBytes(36).toString('base64url'),
  RESEARCH_INTERNAL_KEY: randomBytes(36).toString('base64url'),
  ANALYTICS_INTERNAL_KEY: randomBytes(36).toString('base64url'),
  PUBLISHER_INTERNAL_KEY: randomBytes(36).toString('base64url'),
  MONGO_URL: 'mongodb://127.0.0.1:1',
  REDIS_URL: 'redis://127.0.0.1:1',
  KAFKA_BROKERS: '127.0.0.1:1',
};
function vapidEnv() {
  const keys = deriveVapidKeys(randomBytes(32).toString('base64url'));
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
const production = {
  ...base,
  NODE_ENV: 'production',
  AUTH_KEYS_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  ...vapidEnv(),
  // Production logs in to each engine as accounts' own user (issue 26).
  MONGO_URL: 'mongodb://accounts:pw@127.0.0.1:1/?authSource=admin',
  REDIS_URL: 'redis://accounts:pw@127.0.0.1:1',
  KAFKA_USERNAME: 'accounts',
  KAFKA_PASSWORD: 'pw',
};

describe('accounts configuration', () => {
  it('when production names no payment provider, then loading fails in one line naming PAYMENT_PROVIDER', () => {
    expect(() => loadServiceConfig(production)).toThrow(
      /^PAYMENT_PROVIDER must be set in production: nowpayments, or sandbox for a private demo$/,
    );
  });

  it('when production keeps signing keys in the database without an encryption key, then loading fails naming AUTH_KEYS_ENCRYPTION_KEY', () => {
    const { AUTH_KEYS_ENCRYPTION_KEY: _omitted, ...withoutKey } = production;
    const error = (() => {
      try {
        loadServiceConfig({ ...withoutKey, PAYMENT_PROVIDER: 'nowpayments', NOWPAYMENTS_API_KEY: 'k', NOWPAYMENTS_IPN_SECRET: 's' });
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'AUTH_KEYS_ENCRYPTION_KEY: AUTH_KEYS_ENCRYPTION_KEY is required in production (it encrypts the signing keys kept in the database)',
    ]);
  });

  it('when production chooses the sandbox without a webhook secret of its own, then loading fails naming SANDBOX_WEBHOOK_SECRET; nothing is derived', () => {
    expect(() => loadServiceConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /^accounts: invalid configuration: SANDBOX_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET is required in production with PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('when production chooses NOWPayments, then no sandbox exists and no sandbox secret is derived', () => {
    const config = loadServiceConfig({
      ...production,
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'k',
      NOWPAYMENTS_IPN_SECRET: 's',
    });
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'nowpayments', SANDBOX_ENABLED: false, SANDBOX_WEBHOOK_SECRET: undefined });
  });

  it('when production chooses the sandbox explicitly, or development says nothing, then the sandbox runs', () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    expect(loadServiceConfig({ ...production, PAYMENT_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_SECRET: secret })).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_ENABLED: true,
      SANDBOX_WEBHOOK_SECRET: secret,
    });
    const development = loadServiceConfig({ ...base, NODE_ENV: 'development' });
    expect(development).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_ENABLED: true,
      REFRESH_TOKEN_TTL_DAYS: 7,
      SESSION_MAX_AGE_DAYS: 30,
      EVENT_STREAMS_PER_USER: 5,
    });
    expect(development.SANDBOX_WEBHOOK_SECRET).toMatch(/^whsec_/);
  });

  it('when production has no Web Push keys, then loading fails naming VAPID_PUBLIC_KEY; nothing is derived', () => {
    const { VAPID_PUBLIC_KEY: _public, VAPID_PRIVATE_KEY: _private, ...withoutKeys } = production;
    expect(() =>
      loadServiceConfig({ ...withoutKeys, PAYMENT_PROVIDER: 'nowpayments', NOWPAYMENTS_API_KEY: 'k', NOWPAYMENTS_IPN_SECRET: 's' }),
    ).toThrow(/VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production/);
  });

  it('when Web Push keys are not given outside production, then a pair is derived from the internal key, the same at every start', () => {
    const first = loadServiceConfig(base);
    const again = loadServiceConfig(base);
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
    expect([again.VAPID_PUBLIC_KEY, again.VAPID_PRIVATE_KEY]).toEqual([first.VAPID_PUBLIC_KEY, first.VAPID_PRIVATE_KEY]);
    expect(loadServiceConfig({ ...base, INTERNAL_AUTH_KEY: randomBytes(36).toString('base64url') }).VAPID_PUBLIC_KEY).not.toBe(
      first.VAPID_PUBLIC_KEY,
    );
  });
});
