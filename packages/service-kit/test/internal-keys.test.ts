import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseEnv, deriveInternalKeys, internalKeyEnv, keyedServices, loadConfig, targetKeysEnv, type ConfigError } from '../src/index.ts';

const schema = z.object({ ...baseEnv, ...targetKeysEnv('market', 'accounts') });
const random = () => randomBytes(36).toString('base64url');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig('svc', schema, env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
}

describe('per-service internal keys', () => {
  it('when keys are derived from one root, then every service gets a different key and the same root gives the same keys', () => {
    const root = random();
    const keys = deriveInternalKeys(root);
    expect(Object.keys(keys)).toEqual([...keyedServices]);
    expect(new Set(Object.values(keys)).size).toBe(keyedServices.length);
    for (const key of Object.values(keys)) expect(key.length).toBeGreaterThanOrEqual(32);
    expect(deriveInternalKeys(root)).toEqual(keys);
    expect(deriveInternalKeys(random()).market).not.toBe(keys.market);
  });

  it("when a process environment is built, then it holds its own key as INTERNAL_AUTH_KEY and only its targets' keys", () => {
    const keys = deriveInternalKeys(random());
    expect(internalKeyEnv(keys, 'research', ['market', 'accounts'])).toEqual({
      INTERNAL_AUTH_KEY: keys.research,
      MARKET_INTERNAL_KEY: keys.market,
      ACCOUNTS_INTERNAL_KEY: keys.accounts,
    });
  });

  it('when a target key is missing, then start-up fails naming its variable', () => {
    expect(problemsOf({ INTERNAL_AUTH_KEY: random(), MARKET_INTERNAL_KEY: random() })).toEqual([
      'ACCOUNTS_INTERNAL_KEY is required but not set',
    ]);
  });

  it('when production holds a published target key, then start-up fails naming it; development accepts it', () => {
    const env = {
      INTERNAL_AUTH_KEY: random(),
      MARKET_INTERNAL_KEY: 'test-internal-key-0123456789abcdefghijklmnop',
      ACCOUNTS_INTERNAL_KEY: random(),
    };
    expect(problemsOf({ ...env, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^MARKET_INTERNAL_KEY is a published placeholder/),
    ]);
    expect(problemsOf(env)).toEqual([]);
    expect(problemsOf({ ...env, MARKET_INTERNAL_KEY: random(), NODE_ENV: 'production' })).toEqual([]);
  });
});
