import type { z } from 'zod';

// localStorage can throw (private browsing, quota, disabled storage); a failed read or write must
// never take a page down, so every access goes through these helpers.

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
}

export function removeKeys(...keys: string[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to clear.
    }
  }
}

/** Reads JSON and validates it; anything unreadable or out of shape counts as absent. */
export function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
