import { removeKeys } from './storage.ts';

/**
 * Keys earlier versions kept in this browser: the settings (now kept by the server), the learning
 * history and the personalisation switch (personalisation is now built by the server from the
 * library), and the session start used to describe the session. Nothing reads them any more, so
 * they are removed on start rather than left behind.
 */
export const RETIRED_KEYS = ['user_settings', 'chainscribe.learning_history', 'chainscribe.personalization'] as const;

export function forgetRetiredKeys(): void {
  removeKeys(...RETIRED_KEYS);
  try {
    window.sessionStorage.removeItem('chainscribe.session_started_at');
  } catch {
    // No session storage: nothing was kept there.
  }
}
