import { hkdfSync } from 'node:crypto';
import { z } from 'zod';

/**
 * Every process that answers signed calls has a key of its own: the gateway signs each identity
 * with the key of the service it forwards to, a service verifies with its own key only, and a
 * service calling another signs with the target's key. A key that leaks from one service lets
 * nobody forge calls to a service that one never calls.
 */
export const keyedServices = ['gateway', 'accounts', 'generation', 'research', 'market', 'analytics', 'publisher'] as const;
export type KeyedService = (typeof keyedServices)[number];

/** The variable holding a service's key for its callers, e.g. MARKET_INTERNAL_KEY. */
export const internalKeyVariable = (service: KeyedService): string => `${service.toUpperCase()}_INTERNAL_KEY`;

const keySchema = z.string().min(32, 'must be at least 32 characters');

/**
 * Config entries for the keys of the services a process calls (`...targetKeysEnv('market')`).
 * Required everywhere, so a deployment missing one fails at start naming the variable.
 */
export function targetKeysEnv<const S extends KeyedService>(...services: S[]): Record<`${Uppercase<S>}_INTERNAL_KEY`, typeof keySchema> {
  return Object.fromEntries(services.map((service) => [internalKeyVariable(service), keySchema])) as Record<
    `${Uppercase<S>}_INTERNAL_KEY`,
    typeof keySchema
  >;
}

/**
 * Development and tests only: every service's key derived (HKDF-SHA256) from one root secret
 * generated per machine, so `npm start` keeps one file and still hands each process a different
 * key. Production takes each key from its own Secret and never derives.
 */
export function deriveInternalKeys(root: string): Record<KeyedService, string> {
  return Object.fromEntries(
    keyedServices.map((service) => [
      service,
      Buffer.from(hkdfSync('sha256', root, 'chainscribe', `internal-key:${service}`, 32)).toString('base64url'),
    ]),
  ) as Record<KeyedService, string>;
}

/** The environment of a process: its own key as INTERNAL_AUTH_KEY and its targets' keys. */
export function internalKeyEnv(
  keys: Record<KeyedService, string>,
  own: KeyedService,
  targets: readonly KeyedService[],
): Record<string, string> {
  return { INTERNAL_AUTH_KEY: keys[own], ...Object.fromEntries(targets.map((target) => [internalKeyVariable(target), keys[target]])) };
}

/**
 * Keys that were ever written in this repository (defaults, examples, test fixtures). Anyone can
 * read them, so a production process holding one would accept forged identities.
 */
const publishedKeys = new Set([
  'compose-only-internal-key-change-me-0123456789',
  'dev-cluster-only-internal-key-0123456789abcdef',
  'test-internal-key-0123456789abcdefghijklmnop',
  'internal-key-for-tests-0123456789abcdef',
  'bench-internal-key-0123456789abcdefghijklmnop',
  'bench-internal-key-0123456789abcdefghij',
]);
const placeholderWords = /change[-_ ]?me|placeholder|example|secret-here|your[-_ ]?key|dev[-_ ]cluster|test[-_ ]internal/i;

/**
 * Why an INTERNAL_AUTH_KEY must not run in production, or null. Besides the published ones,
 * placeholder words and keys of a few repeated characters ('k' × 32) are refused: a real key is
 * random (`openssl rand -base64 48`).
 */
export function internalKeyProblem(key: string): string | null {
  if (publishedKeys.has(key) || placeholderWords.test(key)) return 'is a published placeholder; set a random key (openssl rand -base64 48)';
  if (new Set(key).size < 12) return 'is not random enough; set a random key (openssl rand -base64 48)';
  return null;
}
