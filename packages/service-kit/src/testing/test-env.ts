import { randomBytes } from 'node:crypto';
import { deriveInternalKeys } from '../internal-keys.ts';

/** Names no other test run (or test file) shares: database names and Kafka topic prefixes. */
export function uniqueNames(runId: string, label: string) {
  const id = `${runId}_${label}_${randomBytes(3).toString('hex')}`.replace(/[^A-Za-z0-9_]/g, '_');
  return {
    id,
    database: (service: string) => `t_${id}_${service}`.slice(0, 63),
    topicPrefix: `t.${id}.`,
  };
}

export const testInternalKey = 'test-internal-key-0123456789abcdefghijklmnop';

/** Each service's key in tests, derived from the test root like `npm start` derives them. */
export const testInternalKeys = deriveInternalKeys(testInternalKey);
