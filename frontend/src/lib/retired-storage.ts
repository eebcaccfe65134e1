import { removeKeys } from './storage.ts';

/**
 * Keys earlier versions kept in this browser: the settings (now kept by the server), the learning
 * history and the personalisation switch (personalisation is now built by the server from the
 * library). Nothing reads them any more, so they are removed on start rather than left behind.
 * (Earlier versions also kept the session's start in session storage. That goes with the tab, and
 * reading session storage at start makes the browser load it in a blocking call, for nothing.)
 */
export const RETIRED_KEYS = ['user_settings', 'chainscribe.learning_history', 'chainscribe.personalization'] as const;

export function forgetRetiredKeys(): void {
  removeKeys(...RETIRED_KEYS);
}
