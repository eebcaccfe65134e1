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
