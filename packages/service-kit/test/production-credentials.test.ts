import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseEnv, ConfigError, kafkaEnv, loadConfig, mongoEnv, redisEnv, targetKeysEnv } from '../src/index.ts';

const random = () => randomBytes(36).toString('base64url');
const withAllStores = z.object({ ...baseEnv, ...mongoEnv, ...redisEnv, ...kafkaEnv, ...targetKeysEnv('market') });
const redisOnly = z.object({ ...baseEnv, ...redisEnv });
// Wrapped like accounts' schema: the stores are read through the transform.
const transformed = withAllStores.transform((c) => ({ ...c, extra: true }));

const complete = {
  NODE_ENV: 'production',
  INTERNAL_AUTH_KEY: random(),
  MARKET_INTERNAL_KEY: random(),
  MONGO_URL: 'mongodb://accounts:s3cret@mongo-0:27017,mongo-1:27017/?authSource=admin&replicaSet=rs0',
  REDIS_URL: 'redis://accounts:s3cret@redis:6379',
  KAFKA_BROKERS: 'kafka:9093',
  KAFKA_USERNAME: 'accounts',
  KAFKA_PASSWORD: 's3cret',
};

function refusal(schema: z.ZodType, env: Record<string, string | undefined>, service = 'accounts'): ConfigError | undefined {
  try {
    loadConfig(service, schema, env);
    return undefined;
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
}

describe('production credentials', () => {
  it('when every credential is its own, then production starts, through a transformed schema too', () => {
    expect(refusal(withAllStores, complete)).toBeUndefined();
    expect(refusal(transformed, complete)).toBeUndefined();
    expect(
      refusal(withAllStores, { ...complete, MONGO_URL: 'mongodb+srv://accounts:s3cret@cluster0.example.net/?authSource=admin' }),
    ).toBeUndefined();
  });

  it.each([
    ['KAFKA_USERNAME', { KAFKA_USERNAME: undefined }, /^KAFKA_USERNAME is required in production/],
    ['KAFKA_PASSWORD', { KAFKA_PASSWORD: undefined }, /^KAFKA_PASSWORD is required in production/],
    [
      'REDIS_URL without a user',
      { REDIS_URL: 'redis://redis:6379' },
      /^REDIS_URL must name this service's own Redis user.*not the default user without a password$/,
    ],
    [
      'REDIS_URL with a password only',
      { REDIS_URL: 'redis://:s3cret@redis:6379' },
      /^REDIS_URL must name this service's own Redis user.*not the default user$/,
    ],
    ['REDIS_URL as the default user', { REDIS_URL: 'redis://default:s3cret@redis:6379' }, /^REDIS_URL .*not the default user$/],
    [
      'REDIS_URL without a password',
      { REDIS_URL: 'redis://accounts@redis:6379' },
      /^REDIS_URL .*not the accounts user without a password$/,
    ],
    [
      'MONGO_URL without a user',
      { MONGO_URL: 'mongodb://mongo:27017' },
      /^MONGO_URL must carry this service's own MongoDB user and password/,
    ],
    ['MONGO_URL without a password', { MONGO_URL: 'mongodb://accounts@mongo:27017' }, /^MONGO_URL must carry/],
    ['INTERNAL_AUTH_KEY', { INTERNAL_AUTH_KEY: undefined }, /^INTERNAL_AUTH_KEY is required but not set$/],
    ['MARKET_INTERNAL_KEY', { MARKET_INTERNAL_KEY: undefined }, /^MARKET_INTERNAL_KEY is required but not set$/],
  ])('when production lacks %s, then loading fails with one line naming it', (_what, change, line) => {
    const error = refusal(transformed, { ...complete, ...change });
    expect(error?.problems).toEqual([expect.stringMatching(line)]);
    expect(error?.message.split('\n')).toHaveLength(1);
    expect(error?.message).toMatch(/^accounts: invalid configuration: /);
  });

  it("when a process's own key is another service's key, then production refuses it as shared; development accepts it", () => {
    const shared = random();
    const env = { ...complete, INTERNAL_AUTH_KEY: shared, MARKET_INTERNAL_KEY: shared };
    expect(refusal(withAllStores, env)?.problems).toEqual([
      'INTERNAL_AUTH_KEY is the same key as MARKET_INTERNAL_KEY: every service needs a key of its own',
    ]);
    // Its own key under its callers' name is the same key by design, not a shared one.
    expect(refusal(withAllStores, { ...complete, ACCOUNTS_INTERNAL_KEY: complete.INTERNAL_AUTH_KEY })).toBeUndefined();
    expect(refusal(withAllStores, { ...env, NODE_ENV: 'development' })).toBeUndefined();
  });

  it('when a service does not use an engine, then production does not ask for its credentials', () => {
    const env = { NODE_ENV: 'production', INTERNAL_AUTH_KEY: random(), REDIS_URL: 'redis://market:s3cret@redis:6379' };
    expect(refusal(redisOnly, env, 'market')).toBeUndefined();
    expect(refusal(redisOnly, { ...env, REDIS_URL: 'redis://redis:6379' }, 'market')?.problems).toEqual([
      expect.stringMatching(/^REDIS_URL must name this service's own Redis user/),
    ]);
  });

  it('when a tool reads only some engines (analytics rebuild), then production asks for exactly their credentials', () => {
    const picked = withAllStores.pick({ MONGO_URL: true, KAFKA_BROKERS: true, KAFKA_USERNAME: true, KAFKA_PASSWORD: true });
    const env = {
      NODE_ENV: 'production',
      MONGO_URL: complete.MONGO_URL,
      KAFKA_BROKERS: 'kafka:9093',
      KAFKA_USERNAME: 'analytics',
      KAFKA_PASSWORD: 's3cret',
    };
    expect(refusal(picked, env, 'analytics-rebuild')).toBeUndefined();
    expect(
      refusal(picked, { ...env, KAFKA_PASSWORD: undefined, MONGO_URL: 'mongodb://mongo:27017' }, 'analytics-rebuild')?.problems,
    ).toEqual([expect.stringMatching(/^KAFKA_PASSWORD is required in production/), expect.stringMatching(/^MONGO_URL must carry/)]);
  });

  it('when not in production, then engines without users are accepted (local runs and tests)', () => {
    const { KAFKA_USERNAME: _u, KAFKA_PASSWORD: _p, ...anonymous } = complete;
    const env = { ...anonymous, NODE_ENV: 'development', MONGO_URL: 'mongodb://127.0.0.1:27017', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(refusal(withAllStores, env)).toBeUndefined();
    expect(refusal(withAllStores, { ...env, NODE_ENV: 'test' })).toBeUndefined();
  });

  it('when several credentials are missing, then one error lists each on its own line', () => {
    const error = refusal(withAllStores, { ...complete, KAFKA_USERNAME: undefined, MONGO_URL: 'mongodb://mongo:27017' });
    expect(error?.problems).toHaveLength(2);
    expect(error?.message.split('\n')).toEqual([
      'accounts: invalid configuration',
      expect.stringMatching(/^ {2}- KAFKA_USERNAME is required in production/),
      expect.stringMatching(/^ {2}- MONGO_URL must carry/),
    ]);
  });
});
