import { internalKeyEnv } from '@chainscribe/service-kit';
import { testInternalKeys } from '@chainscribe/service-kit/testing';
import { loadServiceConfig } from '../../services/accounts/src/config.ts';
import { createKeyCipher } from '../../services/accounts/src/domain/key-cipher.ts';
import { processes } from '../../scripts/processes.ts';

/** Whom accounts calls, as `npm start` wires it: its configuration requires each one's key. */
const accountsCallees = processes.find((p) => p.name === 'accounts')?.calls ?? [];

/** The refresh token from the Set-Cookie of an answer (the body never carries it). */
export function refreshCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cs_refresh='));
  const value = cookie?.slice('cs_refresh='.length).split(';')[0];
  if (!value) throw new Error(`no refresh cookie in the ${res.status} answer`);
  return decodeURIComponent(value);
}

/** The accounts service's cipher for its signing keys (outside production derived from its internal key, as in tests). */
export const testKeyCipher = () =>
  createKeyCipher(
    loadServiceConfig({
      ...internalKeyEnv(testInternalKeys, 'accounts', accountsCallees),
      MONGO_URL: 'mongodb://x',
      REDIS_URL: 'redis://x',
      KAFKA_BROKERS: 'x',
    }).AUTH_KEYS_ENCRYPTION_KEY,
  );
