import { z } from 'zod';
import { readJson, writeJson } from '../storage.ts';

/**
 * Whether thread requests carry the personal context (learning history, session and browser
 * facts). On by default; switched off in Settings, after which nothing is recorded or sent.
 */
export const PERSONALIZATION_KEY = 'chainscribe.personalization';

const preferenceSchema = z.object({ enabled: z.boolean() });

export function readPersonalizationEnabled(): boolean {
  return readJson(PERSONALIZATION_KEY, preferenceSchema)?.enabled ?? true;
}

export function writePersonalizationEnabled(enabled: boolean): void {
  writeJson(PERSONALIZATION_KEY, { enabled });
}
